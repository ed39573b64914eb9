import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';

/**
 * The QR code of `value` as an image. The QR library loads here, on the security screen only,
 * so neither the sign-in page nor the app shell carries it.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [image, setImage] = useState<string>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    setImage(undefined);
    setFailed(false);
    import('qrcode')
      .then(({ toDataURL }) =>
        toDataURL(value, { errorCorrectionLevel: 'M', margin: 1, width: 200 }),
      )
      .then((url) => {
        if (current) setImage(url);
      })
      .catch(() => {
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [value]);

  if (failed) {
    return (
      <p className="flex size-50 items-center justify-center rounded-lg border border-slate-200 p-4 text-center text-sm text-slate-500">
        The QR code could not be drawn: enter the key below in your app instead.
      </p>
    );
  }
  if (!image) {
    return (
      <div className="flex size-50 items-center justify-center rounded-lg border border-slate-200">
        <Spinner label="Drawing the QR code..." hideLabel />
      </div>
    );
  }
  return (
    <img
      src={image}
      alt={label}
      width={200}
      height={200}
      className="rounded-lg border border-slate-200"
    />
  );
}
