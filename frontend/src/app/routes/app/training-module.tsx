// Route "/training/:id": one training module's quiz (features/training). Keyed by the id, so another module starts
// fresh.
import { useParams } from 'react-router';
import { QuizPlayer } from '@/features/training/components/quiz-player';

export function Component() {
  const { id = '' } = useParams();
  return <QuizPlayer key={id} id={id} />;
}
