import { useState } from 'react';
import type { ImageSetting } from '~/domain/settings/index';
import { ImageField } from '~/components/admin/ImageField';

/**
 * An image setting (`hero_image`, `founder_photo`) in the settings form: the
 * upload field with its alternative texts, posted as `<name>.url`,
 * `<name>.alt_tr`, `<name>.alt_en`; errors come keyed the same way.
 */
export function SettingsImageField({
  name,
  label,
  hint,
  value,
  errors,
}: {
  name: 'hero_image' | 'founder_photo';
  label: string;
  hint: string;
  value: ImageSetting;
  errors: Partial<Record<string, string>>;
}) {
  const [image, setImage] = useState(value);
  return (
    <ImageField
      name={name}
      label={label}
      hint={hint}
      url={image.url}
      altTr={image.alt_tr}
      altEn={image.alt_en}
      onChange={(patch) =>
        setImage((v) => ({
          url: patch.image_url ?? v.url,
          alt_tr: patch.image_alt_tr ?? v.alt_tr,
          alt_en: patch.image_alt_en ?? v.alt_en,
        }))
      }
      errors={{ image_url: errors[`${name}.url`], image_alt_tr: errors[`${name}.alt_tr`], image_alt_en: errors[`${name}.alt_en`] }}
    />
  );
}
