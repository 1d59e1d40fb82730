// The shape every benchmark section returns, so that bench/run.ts can print and save them together.

export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  /** The target, when there is one, and whether lower is better (default) or higher. */
  target?: number;
  higherIsBetter?: boolean;
}

export interface BenchSection {
  section: string;
  figures: BenchFigure[];
  notes?: string[];
}

export type BenchMeasure = () => Promise<BenchSection>;

export function meetsTarget(f: BenchFigure): boolean | null {
  if (f.target === undefined) return null;
  return f.higherIsBetter ? f.value >= f.target : f.value <= f.target;
}
