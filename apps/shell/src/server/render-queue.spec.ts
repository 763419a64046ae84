import { oneAtATimeOrNone } from './render-queue';

/** A task that runs until `finish` is called, recording when it started. */
function heldTask(name: string, started: string[]) {
  let finish: () => void = () => undefined;
  const done = new Promise<string>((resolve) => (finish = () => resolve(name)));
  return {
    run: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(),
  };
}

const settle = async () => {
  for (let round = 0; round < 5; round += 1) await Promise.resolve();
};

describe('oneAtATimeOrNone', () => {
  it('runs tasks one at a time in order, and answers null at once to one beyond those allowed to wait', async () => {
    const queue = oneAtATimeOrNone(2);
    const started: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => heldTask(name, started));
    const answers = [queue(a.run)];
    await settle();
    answers.push(queue(b.run), queue(c.run));
    const refused = queue(d.run);
    expect(await refused).toBeNull();
    expect(started).toEqual(['a']);

    a.finish();
    await settle();
    expect(started).toEqual(['a', 'b']);
    b.finish();
    c.finish();
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c']);
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('takes tasks again once the queue has room', async () => {
    const queue = oneAtATimeOrNone(1);
    const started: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => heldTask(name, started));
    const first = queue(a.run);
    await settle();
    const second = queue(b.run);
    expect(await queue(c.run)).toBeNull();
    a.finish();
    b.finish();
    expect([await first, await second]).toEqual(['a', 'b']);
    c.finish();
    expect(await queue(c.run)).toBe('c');
  });
});
