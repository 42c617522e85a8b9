import { UploadOutlined } from '@ant-design/icons';
import { useObjectUrl } from '@gp/shared-ui';
import { type SendFile, useProtectedImage } from '@gp/shared-ui/remote';
import { Alert, Avatar, Button, Flex, Typography, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import * as v from 'valibot';
import { useRemote } from '../session/remote-context.js';

/** An image the API serves only with the session's token (an avatar, a logo), as an object URL. */
export function useStoredImage(path: string | null | undefined): string | undefined {
  const { api, localId } = useRemote();
  return useProtectedImage(api, localId, path);
}

/**
 * Sends the image chosen for a record just saved (a user's avatar, a client's logo) and returns the
 * record as the upload left it. The record stays saved when the image is refused: `imageError` then
 * carries the API's message.
 */
export async function sendImage<T>(
  upload: SendFile,
  path: string,
  file: File | null,
  schema: v.GenericSchema<unknown, T>,
  saved: T,
): Promise<{ record: T; imageError: string | null }> {
  if (!file) return { record: saved, imageError: null };
  try {
    return { record: v.parse(schema, await upload(path, file)), imageError: null };
  } catch (error) {
    return {
      record: saved,
      imageError: error instanceof Error ? error.message : 'Não foi possível enviar a imagem.',
    };
  }
}

/** Images the API takes as an avatar or a logo (checked again by content on the server). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const IMAGE_TYPE_ERROR = 'Escolha uma imagem PNG, JPEG, GIF ou WebP.';

type ImagePickerProps = {
  /** The stored image's API path, when there is one. */
  current: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  /** What the picture shows, for screen readers (e.g. 'Avatar do usuário'). */
  alt: string;
  icon: ReactNode;
  shape?: 'circle' | 'square';
};

/**
 * A user's avatar or a client's logo: the stored image, or the chosen one, which the form sends after
 * the record is saved (the upload needs its id).
 */
export function ImagePicker({ current, file, onChange, alt, icon, shape = 'circle' }: ImagePickerProps) {
  const stored = useStoredImage(current);
  const preview = useObjectUrl(file);
  const [error, setError] = useState<string | null>(null);

  return (
    <Flex vertical gap="small">
      <Flex align="center" gap="middle">
        <Avatar size={64} shape={shape} src={preview ?? stored} icon={icon} alt={alt} />
        <Flex vertical gap={4}>
          <Upload
            accept={IMAGE_TYPES.join(',')}
            showUploadList={false}
            maxCount={1}
            beforeUpload={(chosen) => {
              if (!IMAGE_TYPES.includes(chosen.type)) {
                setError(IMAGE_TYPE_ERROR);
                return Upload.LIST_IGNORE;
              }
              setError(null);
              onChange(chosen);
              // Sent with the form, after the record is saved.
              return false;
            }}
          >
            <Button icon={<UploadOutlined />}>Escolher imagem</Button>
          </Upload>
          {file ? (
            <Typography.Text type="secondary">
              {file.name}{' '}
              <Button type="link" size="small" onClick={() => onChange(null)}>
                Remover
              </Button>
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary">PNG, JPEG, GIF ou WebP</Typography.Text>
          )}
        </Flex>
      </Flex>
      {error ? <Alert type="error" showIcon message={error} /> : null}
    </Flex>
  );
}
