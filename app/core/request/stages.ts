// What a request passes through, as a list of stages run in order (the list is app/stages.server.ts).
// A stage answers itself, or hands the request on to the stages after it (`next`) and may change
// their answer on its way back: the same shape as React Router's middleware, one level further out.

/** What the runtime hands the worker with every request. */
export interface Worker {
  env: Env;
  executionContext: ExecutionContext;
}

export type Next = (request: Request) => Promise<Response>;
export type Stage = (request: Request, next: Next, worker: Worker) => Promise<Response>;

/** Runs the stages in order; the last one must answer. */
export function runStages(stages: readonly Stage[], request: Request, worker: Worker): Promise<Response> {
  const run = (at: number, current: Request): Promise<Response> => {
    const stage = stages[at];
    if (!stage) return Promise.reject(new Error('No stage answered the request'));
    return stage(current, (handed) => run(at + 1, handed), worker);
  };
  return run(0, request);
}
