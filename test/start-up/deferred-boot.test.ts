/**
 * @jest-environment ./test/support/jsdom-environment.cjs
 */
import { bootNow, bootOnFirstUse, PRESS_WAIT_MS, REPLAY_WAIT_MS } from '../../src/start-up/deferred-boot';
import { FIRST_USE_EVENTS } from '../../src/start-up/first-use';

describe('bootOnFirstUse', () => {
  const page = () => {
    document.body.innerHTML = '<div id="root"><button>Menu</button><button id="old">Contact support</button></div><button id="outside">Outside</button>';
    const root = document.getElementById('root') as HTMLElement;
    const clicks: string[] = [];
    let boots = 0;
    let finish: () => void = () => undefined;
    const boot = (beforeTakeover: () => Promise<void>) => {
      boots += 1;
      return new Promise<void>((resolve) => {
        // The app's code has arrived; it takes over (new nodes, with handlers) when the page lets it.
        finish = () =>
          void beforeTakeover().then(() => {
            root.innerHTML = '<button>Menu</button><button>Contact support</button>';
            root.querySelectorAll('button').forEach((button) => button.addEventListener('click', () => clicks.push(button.textContent ?? '')));
            resolve();
          });
      });
    };
    return { root, clicks, boots: () => boots, finish: () => finish(), boot };
  };
  // The test's clock: the boot's promise settles, then every timer it set runs, whatever the machine's load.
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const microtasks = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  const settle = async () => {
    await microtasks();
    jest.runAllTimers();
  };

  it.each(FIRST_USE_EVENTS)('waits for the first use (%s), then boots once', async (type) => {
    const p = page();
    bootOnFirstUse(p.root, p.boot);
    await settle();
    expect(p.boots()).toBe(0);

    window.dispatchEvent(new Event(type));
    window.dispatchEvent(new Event('keydown'));
    expect(p.boots()).toBe(1);
  });

  it('replays a click on a pre-rendered button on the same button once the app is there', async () => {
    const p = page();
    bootOnFirstUse(p.root, p.boot);
    const old = document.getElementById('old') as HTMLElement;

    old.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    old.click();
    expect(p.clicks).toEqual([]);
    p.finish();
    await settle();

    expect(p.clicks).toEqual(['Contact support']);
  });

  /** The app's code arrives while `down` is held on the pre-rendered button; the button still shown after it. */
  const arrivingDuring = async (down: string) => {
    const p = page();
    bootOnFirstUse(p.root, p.boot);
    const old = document.getElementById('old') as HTMLElement;
    old.dispatchEvent(new Event(down, { bubbles: true }));
    p.finish();
    await microtasks();
    expect(p.root.contains(old)).toBe(true);
    return { ...p, old };
  };

  it('does not take the page over between a press and its click: a button replaced then would get no click', async () => {
    const p = await arrivingDuring('pointerdown');

    p.old.click();
    await settle();
    expect(p.root.contains(p.old)).toBe(false);
    expect(p.clicks).toEqual(['Contact support']);
  });

  it.each([
    ['a key held down, until it is let go', 'keydown', 'keyup'],
    ['a press the browser gave up on', 'pointerdown', 'pointercancel'],
  ])('waits for %s', async (_, down, up) => {
    const p = await arrivingDuring(down);

    p.old.dispatchEvent(new Event(up, { bubbles: true }));
    await microtasks();
    expect(p.root.contains(p.old)).toBe(false);
  });

  it('takes over anyway once a press has lasted too long, so a release the page never heard cannot hold the app back', async () => {
    const p = await arrivingDuring('pointerdown');

    jest.advanceTimersByTime(PRESS_WAIT_MS - 1);
    await microtasks();
    expect(p.root.contains(p.old)).toBe(true);
    jest.advanceTimersByTime(1);
    await microtasks();
    expect(p.root.contains(p.old)).toBe(false);
  });

  describe('a click on a pre-rendered link in our site', () => {
    const linkPage = () => {
      document.body.innerHTML = '<div id="root"><a id="old" href="/sign-up">Get started</a><a id="away" href="https://elsewhere.example/">Blog</a></div>';
      const root = document.getElementById('root') as HTMLElement;
      const followed: string[] = [];
      const natively: string[] = [];
      let finish: () => void = () => undefined;
      const boot = () =>
        new Promise<void>((resolve) => {
          finish = () => {
            // The app's own link navigates inside the page.
            root.innerHTML = '<h1>Protect</h1><a href="/sign-up">Get started</a>';
            root.querySelector('a')?.addEventListener('click', (event) => {
              event.preventDefault();
              followed.push((event.currentTarget as HTMLAnchorElement).getAttribute('href') ?? '');
            });
            resolve();
          };
        });
      const go = (link: HTMLAnchorElement) => void natively.push(link.getAttribute('href') ?? '');
      const click = (id: string, init: MouseEventInit = {}) => {
        const link = document.getElementById(id) as HTMLElement;
        link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
        const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
        link.dispatchEvent(event);
        return event;
      };
      return { root, followed, natively, boot, go, click, finish: () => finish() };
    };

    it('is followed by the app once it is there, in the same page, so nothing the landing sent is lost', async () => {
      const p = linkPage();
      bootOnFirstUse(p.root, p.boot, window, p.go);

      expect(p.click('old').defaultPrevented).toBe(true);
      p.finish();
      await settle();

      expect(p.followed).toEqual(['/sign-up']);
      expect(p.natively).toEqual([]);
    });

    it('is followed by the browser when the app is not there in time', async () => {
      const p = linkPage();
      bootOnFirstUse(p.root, p.boot, window, p.go);

      p.click('old');
      jest.advanceTimersByTime(REPLAY_WAIT_MS);

      expect(p.natively).toEqual(['/sign-up']);
      p.finish();
      await settle();
      expect(p.followed).toEqual([]);
    });

    it.each<[string, string, MouseEventInit]>([
      ['with Ctrl (a new tab)', 'old', { ctrlKey: true }],
      ['with Cmd', 'old', { metaKey: true }],
      ['with Shift (a new window)', 'old', { shiftKey: true }],
      ['with the middle button', 'old', { button: 1 }],
      ['to another site', 'away', {}],
    ])('is left to the browser %s', async (_, id, init) => {
      const p = linkPage();
      bootOnFirstUse(p.root, p.boot, window, p.go);

      expect(p.click(id, init).defaultPrevented).toBe(false);
      p.finish();
      await settle();
      expect(p.followed).toEqual([]);
      expect(p.natively).toEqual([]);
    });
  });

  describe('a tap made before this script ran, which the page’s inline loader keeps', () => {
    const keep = (element: Element | null) => ((window as { protectEarlyTap?: Element | null }).protectEarlyTap = element);
    afterEach(() => delete (window as { protectEarlyTap?: Element | null }).protectEarlyTap);

    it('boots at once, without waiting for another use, and is replayed on the same button', async () => {
      const p = page();
      keep(document.getElementById('old'));
      bootOnFirstUse(p.root, p.boot);
      expect(p.boots()).toBe(1);
      p.finish();
      await settle();

      expect(p.clicks).toEqual(['Contact support']);
    });

    it('is ignored outside the app', async () => {
      const p = page();
      keep(document.getElementById('outside'));
      bootOnFirstUse(p.root, p.boot);
      expect(p.boots()).toBe(0);
    });
  });

  it('replays nothing for a click outside the app, or when there was no click', async () => {
    const p = page();
    bootOnFirstUse(p.root, p.boot);

    document.getElementById('outside')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.getElementById('outside')?.click();
    p.finish();
    await settle();

    expect(p.clicks).toEqual([]);
  });
});

describe('bootNow (a signed-in visitor on the pre-rendered landing page)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('boots at once and replays a click made on a pre-rendered button before the app took over, on the button of the same name', async () => {
    document.body.innerHTML = '<div id="root"><button>Menu</button><button id="old">Contact support</button></div>';
    const root = document.getElementById('root') as HTMLElement;
    const clicks: string[] = [];
    let boots = 0;
    let finish: () => void = () => undefined;
    bootNow(root, () => {
      boots += 1;
      return new Promise<void>((resolve) => {
        finish = () => {
          // The signed-in page has a button the pre-rendered one lacks, before the others.
          root.innerHTML = '<button>Sign out</button><button>Menu</button><button>Contact support</button>';
          root.querySelectorAll('button').forEach((button) => button.addEventListener('click', () => clicks.push(button.textContent ?? '')));
          resolve();
        };
      });
    });
    expect(boots).toBe(1);

    (document.getElementById('old') as HTMLElement).click();
    finish();
    await Promise.resolve();
    await Promise.resolve();
    jest.runAllTimers();

    expect(clicks).toEqual(['Contact support']);
  });

  /** The app takes over with its pending page (no buttons), and shows the landing's buttons only later, as on a busy machine. */
  const slowTakeover = () => {
    document.body.innerHTML = '<div id="root"><button>Menu</button><button id="old">Contact support</button></div>';
    const root = document.getElementById('root') as HTMLElement;
    const clicks: string[] = [];
    let takeOver: () => void = () => undefined;
    bootNow(
      root,
      () =>
        new Promise<void>(
          (resolve) =>
            (takeOver = () => {
              root.innerHTML = '<div role="status">Loading</div>';
              resolve();
            }),
        ),
    );
    const showLanding = () => {
      root.innerHTML = '<button>Sign out</button><button>Menu</button><button>Contact support</button>';
      root.querySelectorAll('button').forEach((button) => button.addEventListener('click', () => clicks.push(button.textContent ?? '')));
    };
    return { root, clicks, takeOver: () => takeOver(), showLanding };
  };
  /** Lets the boot's promise settle, then what is due now on the test's clock (the page's microtasks and zero-delay timers). */
  const settle = async () => {
    for (let i = 0; i < 4; i++) await Promise.resolve();
    jest.advanceTimersByTime(0);
    jest.advanceTimersByTime(0);
  };

  it('replays the click when the button shows, though the app showed its pending page first', async () => {
    const p = slowTakeover();
    (document.getElementById('old') as HTMLElement).click();
    p.takeOver();
    await settle();
    expect(p.clicks).toEqual([]);

    jest.advanceTimersByTime(4_000);
    p.showLanding();
    await settle();

    expect(p.clicks).toEqual(['Contact support']);
  });

  it('replays nothing once the button has been missing for too long: a late click would surprise', async () => {
    const p = slowTakeover();
    (document.getElementById('old') as HTMLElement).click();
    p.takeOver();
    await settle();

    jest.advanceTimersByTime(REPLAY_WAIT_MS - 1);
    expect(p.clicks).toEqual([]);
    jest.advanceTimersByTime(1);
    p.showLanding();
    await settle();

    expect(p.clicks).toEqual([]);
  });
});
