import {
  collectionListQuery,
  collectionSchemas,
  collectionWriteInput,
} from '@coursedesk/contract/collections/define';
import { UPLOAD_FIELD } from '@coursedesk/contract/uploads';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ifMatchOf, withEtag } from '../../lib/record-version.ts';
import type { MediaStore } from '../../uploads/media-store.ts';
import { acceptMultipart } from '../../uploads/multipart.ts';
import { uploadForm } from '../../uploads/upload-body.ts';
import type { ServerCollection } from './registry.ts';
import type { CollectionService } from './service.ts';

/** One declared section as its routes serve it. */
export interface CollectionSection {
  entry: ServerCollection;
  service: CollectionService;
  /** Answers the list's GET itself: the serialized list kept for its version, or a 304. */
  listReply: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
}

/**
 * GET/POST /admin/{name}, GET /admin/{name}/summary and GET/PUT/DELETE /admin/{name}/{_id} for
 * every declared section.
 */
export const collectionRoutes: FastifyPluginAsyncZod<{
  sections: readonly CollectionSection[];
  store: MediaStore;
}> = async (app, { sections, store }) => {
  // Sections that declare an upload take multipart creates and updates as well as JSON.
  await acceptMultipart(app);

  for (const { entry, service, listReply } of sections) {
    const { definition } = entry;
    const { upload } = definition;
    // A multipart body (text parts, the image in the part `image`) becomes the object a JSON
    // body is before the schema checks it.
    const writeInput = collectionWriteInput(definition.input);
    const writeOptions = upload
      ? uploadForm({
          schema: writeInput,
          files: { [UPLOAD_FIELD]: { area: upload.area, field: upload.field } },
          store,
        })
      : {};
    const schemas = collectionSchemas(definition.input);
    const base = `/admin/${definition.name}`;
    const tags = [definition.title];
    // A malformed `_id` names no item: the error handler answers it 404 with this message.
    const itemParams = z.object({ _id: z.uuid({ error: definition.messages.notFound }) });

    app.get(
      base,
      {
        schema: {
          tags,
          querystring: collectionListQuery(definition),
          response: { 200: schemas.listResponse },
        },
      },
      // The handler sends the reply itself (a serialized page, kept for its version, or a 304).
      listReply as never,
    );
    app.get(
      `${base}/summary`,
      { schema: { tags, response: { 200: schemas.summaryResponse } } },
      async () => ({ success: true as const, data: await service.summary() }),
    );

    app.get(
      `${base}/:_id`,
      { schema: { tags, params: itemParams, response: { 200: schemas.itemResponse } } },
      async (request, reply) => ({
        success: true as const,
        data: withEtag(reply, await service.get(request.params._id)),
      }),
    );

    app.post(
      base,
      {
        ...writeOptions,
        schema: { tags, body: writeInput, response: { 201: schemas.itemResponse } },
      },
      async (request, reply) => {
        const data = await service.create(request.body);
        return reply.code(201).send({ success: true, message: definition.messages.created, data });
      },
    );

    app.put(
      `${base}/:_id`,
      {
        ...writeOptions,
        schema: {
          tags,
          params: itemParams,
          body: writeInput,
          response: { 200: schemas.itemResponse },
        },
      },
      async (request, reply) => ({
        success: true as const,
        message: definition.messages.updated,
        data: withEtag(
          reply,
          await service.update(request.params._id, request.body, ifMatchOf(request)),
        ),
      }),
    );

    app.delete(
      `${base}/:_id`,
      { schema: { tags, params: itemParams, response: { 200: schemas.deleteResponse } } },
      async (request) => {
        const { trashId } = await service.remove(request.params._id, ifMatchOf(request));
        return { success: true as const, message: definition.messages.deleted, trashId };
      },
    );
  }
};
