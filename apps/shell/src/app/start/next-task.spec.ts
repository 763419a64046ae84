import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { nextTask } from './next-task';

/** In which order the rest of the current task and what waited for nextTask() ran. */
async function orderOfWork() {
  const order: string[] = [];
  const waited = nextTask().then(() => order.push('after nextTask'));
  await Promise.resolve();
  order.push('rest of the current task');
  await waited;
  return order;
}

describe('nextTask', () => {
  const set = (name: string, value: unknown) => Object.assign(globalThis, { [name]: value });
  const originalChannel = globalThis.MessageChannel;
  afterEach(() => {
    set('scheduler', undefined);
    set('MessageChannel', originalChannel);
    jest.restoreAllMocks();
  });

  it('resolves in a later task, not within the current one (a timer where there is no message channel)', async () => {
    set('MessageChannel', undefined);
    expect(await orderOfWork()).toEqual(['rest of the current task', 'after nextTask']);
  });

  it('resolves in a later task through a message channel where there is one', async () => {
    set('MessageChannel', NodeMessageChannel);
    const timer = jest.spyOn(globalThis, 'setTimeout');
    expect(await orderOfWork()).toEqual(['rest of the current task', 'after nextTask']);
    expect(timer).not.toHaveBeenCalled();
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldToBrowser = jest.fn(() => Promise.resolve());
    set('scheduler', { yield: yieldToBrowser });
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });
});
