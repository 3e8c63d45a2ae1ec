// Reads a Server-Sent Events answer (/graphql/stream) one event at a time, for
// the tests and the benchmark: what a browser's EventSource would hand over.

export interface ServerSentEvent<T> {
  event: string;
  data: T | null;
}

/** `next()` resolves with the next event, or null once the stream has ended. */
export function eventStream<T>(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  const next = async (): Promise<ServerSentEvent<T> | null> => {
    for (;;) {
      const end = buffered.indexOf('\n\n');
      if (end >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const field = (name: string) =>
          block
            .split('\n')
            .find((line) => line.startsWith(`${name}:`))
            ?.slice(name.length + 1)
            .trim();
        const event = field('event');
        // Comment lines (":") keep the connection alive; they are not events.
        if (!event) continue;
        const data = field('data');
        return { event, data: data ? (JSON.parse(data) as T) : null };
      }
      const { value, done } = await reader.read();
      if (done) return null;
      buffered += value;
    }
  };
  return { next };
}
