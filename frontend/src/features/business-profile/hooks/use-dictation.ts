// Dictation into a text field with the browser's speech recognition (spec section 4): en-AU, continuous, interim
// results shown while listening, each final transcript appended with a space. It stops on a second click, on an
// error ('Dictation Error' toast), when recognition ends, and when the page is left. Browsers without speech
// recognition get `supported: false`.
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';

interface RecognitionResult {
  isFinal: boolean;
  0: { transcript: string };
}
interface RecognitionEvent {
  resultIndex: number;
  results: ArrayLike<RecognitionResult>;
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export function useDictation(onFinal: (text: string) => void) {
  const supported = recognitionConstructor() !== null;
  const [listening, setListening] = useState(false);
  const [interim, setInterim] = useState('');
  const recognition = useRef<Recognition | null>(null);
  const final = useRef(onFinal);
  useEffect(() => {
    final.current = onFinal;
  }, [onFinal]);

  const stop = useCallback(() => {
    const current = recognition.current;
    recognition.current = null;
    if (current) {
      current.onresult = null;
      current.onerror = null;
      current.onend = null;
      current.stop();
    }
    setListening(false);
    setInterim('');
  }, []);

  const start = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor) return;
    const r = new Constructor();
    r.lang = 'en-AU';
    r.continuous = true;
    r.interimResults = true;
    r.onresult = (event) => {
      let pending = '';
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i];
        if (!result) continue;
        const text = result[0].transcript.trim();
        if (result.isFinal) {
          if (text) final.current(text);
        } else pending += `${text} `;
      }
      setInterim(pending.trim());
    };
    r.onerror = (event) => {
      toast.error('Dictation Error', {
        description: event.error ? `Error with speech recognition: ${event.error}` : 'Unknown error',
      });
      stop();
    };
    r.onend = () => stop();
    recognition.current = r;
    r.start();
    setListening(true);
  }, [stop]);

  const toggle = useCallback(() => (recognition.current ? stop() : start()), [start, stop]);

  // Leaving the page stops listening.
  useEffect(() => stop, [stop]);

  return { supported, listening, interim, toggle };
}
