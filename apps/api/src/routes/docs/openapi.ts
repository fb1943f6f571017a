import {
  API_BASE_PATH,
  apiErrorSchema,
  ENDPOINT_NAMES,
  type Endpoint,
  type EndpointName,
  type ErrorCode,
  endpoints,
  errorStatus,
  possibleErrors,
} from '@app/contracts';
import { PRODUCT_NAME } from '@app/i18n';
import { z } from 'zod';

type JsonSchema = z.core.JSONSchema.JSONSchema;

/** The parts of OpenAPI 3.1 this description uses. */
export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  security: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: 'query' | 'path'; required: boolean; schema: JsonSchema }>;
  requestBody?: { required: true; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, OpenApiResponse>;
}

export interface OpenApiResponse {
  description: string;
  /** JSON for every answer but a file call's success (its own media type). */
  content?: { 'application/json': { schema: JsonSchema } } | Record<string, { schema: JsonSchema }>;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  paths: Record<string, Partial<Record<'get' | 'post' | 'delete', OpenApiOperation>>>;
  components: {
    securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; description: string }>;
    schemas: Record<string, JsonSchema>;
  };
}

const BEARER = 'bearer';
const API_ERROR = 'ApiError';
const API_ERROR_REF = `#/components/schemas/${API_ERROR}`;

/**
 * zod 4's JSON Schema, embedded: the `$schema` line goes (OpenAPI 3.1 already means draft 2020-12),
 * and what JSON Schema cannot say (a transform's function, a `.catch`'s fallback) becomes `{}`
 * rather than stopping the start.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _draft, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  if (io === 'input') withDefaultsOptional(rest);
  return rest;
}

/**
 * A key with a fallback (`.catch`, as the click tracker's `id` has) is listed as required by
 * zod's input schema, yet a client may leave it out: the `default` it carries says so.
 */
function withDefaultsOptional(schema: JsonSchema): void {
  const properties = schema.properties ?? {};
  if (schema.required) {
    schema.required = schema.required.filter((key) => {
      const property = properties[key];
      return !(typeof property === 'object' && property.default !== undefined);
    });
  }
  for (const property of Object.values(properties)) {
    if (typeof property === 'object') withDefaultsOptional(property);
  }
}

function parametersOf(
  schema: JsonSchema,
  where: 'query' | 'path',
): NonNullable<OpenApiOperation['parameters']> {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    // OpenAPI: a path parameter is always required.
    required: where === 'path' || required.has(name),
    schema: typeof property === 'object' ? property : {},
  }));
}

/** The shared error body, its `code` narrowed to the codes a status carries for this call. */
function errorResponses(name: EndpointName): Record<string, OpenApiResponse> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of possibleErrors(name)) {
    const status = errorStatus(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, OpenApiResponse> = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: codes.join(', '),
      content: {
        'application/json': {
          schema: {
            allOf: [{ $ref: API_ERROR_REF }, { type: 'object', properties: { code: { enum: codes } } }],
          },
        },
      },
    };
  }
  return responses;
}

function operation(name: EndpointName): OpenApiOperation {
  const endpoint: Endpoint = endpoints[name];
  const operation: OpenApiOperation = {
    operationId: name,
    // The first path segment is the resource (authentication, subscriptions, blacklist, ...).
    tags: [endpoint.path.split('/')[1] ?? name],
    summary:
      endpoint.auth === 'admin'
        ? `${name} (admins only)`
        : endpoint.auth === 'user'
          ? `${name} (signed-in users)`
          : name,
    security: endpoint.auth === 'none' ? [] : [{ [BEARER]: [] }],
    responses: {},
  };
  if (endpoint.request.location === 'body') {
    operation.requestBody = {
      required: true,
      content: { 'application/json': { schema: jsonSchema(endpoint.request.schema, 'input') } },
    };
  } else if (endpoint.request.location === 'query') {
    operation.parameters = parametersOf(jsonSchema(endpoint.request.schema, 'input'), 'query');
  }
  // The table writes a path's parameters `{name}`, as OpenAPI's paths do.
  if (endpoint.params) {
    operation.parameters = [
      ...parametersOf(jsonSchema(endpoint.params, 'input'), 'path'),
      ...(operation.parameters ?? []),
    ];
  }
  operation.responses =
    endpoint.response.kind === 'json'
      ? {
          '200': {
            description: 'Success.',
            content: { 'application/json': { schema: jsonSchema(endpoint.response.schema, 'output') } },
          },
          ...errorResponses(name),
        }
      : endpoint.response.kind === 'file'
        ? {
            '200': {
              description: 'A file to save (Content-Disposition: attachment).',
              content: { [endpoint.response.mediaType]: { schema: { type: 'string', format: 'binary' } } },
            },
            ...errorResponses(name),
          }
        : {
            // Failures redirect too (a link opened from an e-mail or a campaign never shows JSON).
            '302': {
              description: 'Redirect to the page the API picks.',
              headers: { Location: { description: 'Where the browser goes.', schema: { type: 'string' } } },
            },
          };
  return operation;
}

/**
 * The OpenAPI 3.1 description of the contracts' table, so it can never describe a call the API
 * does not serve or a shape it does not check. Paths are relative to `servers`: the API's base.
 */
export function openApiDocument(): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const name of ENDPOINT_NAMES) {
    const endpoint: Endpoint = endpoints[name];
    const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'delete';
    paths[endpoint.path] = { ...paths[endpoint.path], [method]: operation(name) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_NAME} subscription API`,
      version: '1.0.0',
      description:
        'Accounts, subscriptions, licences and the admin area of the dictation site. Every failure is ' +
        'the ApiError body; clients translate by its `code`, not its `message`.',
    },
    servers: [{ url: API_BASE_PATH }],
    paths,
    components: {
      securitySchemes: {
        [BEARER]: {
          type: 'http',
          scheme: 'bearer',
          description: 'The session token answered by signin-web.',
        },
      },
      schemas: { [API_ERROR]: jsonSchema(apiErrorSchema, 'output') },
    },
  };
}
