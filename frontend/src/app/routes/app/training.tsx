// Route "/training": the account's training modules (features/training).
import { TrainingPage } from '@/features/training/components/training-page';

export function Component() {
  return <TrainingPage />;
}
