import type { NextFunction, Request, Response } from 'express';

export const APP_KEY_HEADER = 'x-app-key';
const APP_VERSION_HEADER = 'x-app-version';

/** Every client call carries the application key; unknown or missing keys are refused with 403. */
export function requireAppKey(acceptedKeys: readonly string[]) {
  const accepted = new Set(acceptedKeys);
  return (req: Request, res: Response, next: NextFunction) => {
    const key = req.header(APP_KEY_HEADER);
    if (!key) {
      res
        .status(403)
        .json({ success: false, code: 'APP_KEY_MISSING', message: 'Missing application key (X-App-Key)' });
      return;
    }
    if (!accepted.has(key)) {
      res.status(403).json({ success: false, code: 'APP_KEY_UNKNOWN', message: 'Unknown application key' });
      return;
    }
    res.locals.appVersion = req.header(APP_VERSION_HEADER) ?? 'unknown';
    next();
  };
}
