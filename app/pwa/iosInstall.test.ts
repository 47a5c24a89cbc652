import { describe, expect, it } from 'vitest';
import { type InstallEnvironment, shouldExplainAddToHomeScreen } from './iosInstall';

const UA = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPadSafariOld:
    'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  // iPadOS 13+ asks for desktop sites and reports itself as a Mac.
  iPadOsSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  iPodSafari:
    'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iPhoneInAppWebView:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

const env = (overrides: Partial<InstallEnvironment>): InstallEnvironment => ({
  userAgent: UA.iPhoneSafari,
  platform: 'iPhone',
  maxTouchPoints: 5,
  standalone: false,
  ...overrides,
});

describe('shouldExplainAddToHomeScreen', () => {
  it('explains it in Safari on an iPhone, an iPod and an older iPad', () => {
    expect(shouldExplainAddToHomeScreen(env({}))).toBe(true);
    expect(shouldExplainAddToHomeScreen(env({ userAgent: UA.iPodSafari, platform: 'iPod' }))).toBe(
      true,
    );
    expect(
      shouldExplainAddToHomeScreen(env({ userAgent: UA.iPadSafariOld, platform: 'iPad' })),
    ).toBe(true);
  });

  it('recognises iPadOS Safari, which says it is a Mac, by its touch screen', () => {
    expect(
      shouldExplainAddToHomeScreen(
        env({ userAgent: UA.iPadOsSafari, platform: 'MacIntel', maxTouchPoints: 5 }),
      ),
    ).toBe(true);
  });

  it('says nothing once Parley runs from the home screen', () => {
    expect(shouldExplainAddToHomeScreen(env({ standalone: true }))).toBe(false);
  });

  it('says nothing in other iOS browsers and in-app web views, whose menus differ', () => {
    expect(shouldExplainAddToHomeScreen(env({ userAgent: UA.iPhoneChrome }))).toBe(false);
    expect(shouldExplainAddToHomeScreen(env({ userAgent: UA.iPhoneInAppWebView }))).toBe(false);
  });

  it('says nothing on Android and desktops, a Mac without touch included', () => {
    expect(
      shouldExplainAddToHomeScreen(env({ userAgent: UA.androidChrome, platform: 'Linux armv8l' })),
    ).toBe(false);
    expect(
      shouldExplainAddToHomeScreen(
        env({ userAgent: UA.macSafari, platform: 'MacIntel', maxTouchPoints: 0 }),
      ),
    ).toBe(false);
    expect(
      shouldExplainAddToHomeScreen(
        env({ userAgent: UA.windowsChrome, platform: 'Win32', maxTouchPoints: 0 }),
      ),
    ).toBe(false);
  });
});
