import autocannon from 'autocannon';

/** What one load run gives: requests a second, latency percentiles, and replies that were not 2xx (errors, timeouts). */
export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  /** The slowest reply. */
  max: number;
  failures: number;
  /** Replies received in the run. */
  total: number;
}

export interface LoadRun {
  url: string;
  connections: number;
  durationS: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  /** One per request, in turn (visitors with a session each). */
  cookies?: string[];
  /** One per request, in turn (distinct URLs on the same server). */
  paths?: string[];
}

/** autocannon against one endpoint, rotating cookies or paths per request when given. */
export function measureLoad(run: LoadRun): Promise<Measured> {
  let next = 0;
  const { cookies, paths } = run;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: run.url,
        connections: run.connections,
        duration: run.durationS,
        method: run.method ?? 'GET',
        headers: run.headers ?? {},
        ...(run.body === undefined ? {} : { body: JSON.stringify(run.body) }),
        ...(cookies || paths
          ? {
              requests: [
                {
                  setupRequest: (request) => {
                    const turn = next++;
                    return {
                      ...request,
                      ...(paths ? { path: paths[turn % paths.length]! } : {}),
                      ...(cookies ? { headers: { ...request.headers, cookie: cookies[turn % cookies.length]! } } : {}),
                    };
                  },
                },
              ],
            }
          : {}),
      },
      (error, result) => {
        if (error) reject(error);
        else
          resolve({
            rps: result.requests.average,
            p50: result.latency.p50,
            p99: result.latency.p99,
            max: result.latency.max,
            total: result.requests.total,
            failures: result.non2xx + result.errors + result.timeouts,
          });
      },
    );
  });
}
