import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { StatefulStack } from '#infra/stacks/stateful-stack.ts';
import { scratchApp } from './support/scratch-app';
import { cdkJsonContext, type SynthesizedApp, synthApp } from './support/synth-app';

/** Two whole-app synths; the first of a test process also loads aws-cdk-lib. */
const SYNTH_TIMEOUT_MS = 240_000;

interface TemplateResource {
  readonly Type: string;
  readonly Properties?: Record<string, unknown>;
  readonly DeletionPolicy?: string;
  readonly UpdateReplacePolicy?: string;
}

/** Resource types that hold data or logs which outlive a deploy. */
const DATA_TYPES = ['AWS::DynamoDB::GlobalTable', 'AWS::S3::Bucket', 'AWS::Logs::LogGroup'];
const KEPT_POLICIES = ['Retain', 'RetainExceptOnCreate', 'Snapshot'];

/**
 * Properties that name a resource in an account (and region): a literal value there is a physical
 * name two stages could both claim. `StageName` is scoped to its API, an inline `PolicyName` to its
 * role, and `DisplayName` and metric names name nothing.
 */
const isNameProperty = (key: string) =>
  (key.endsWith('Name') || key === 'EmailIdentity') &&
  !['StageName', 'PolicyName', 'DisplayName', 'MetricName', 'IndexName', 'AttributeName'].includes(key);

/** `Ref` and `Fn::…` values resolve to what other resources are named, or name stack outputs. */
const isIntrinsic = (value: object) => Object.keys(value).some((key) => key === 'Ref' || key.startsWith('Fn::'));

function resourcesOf(app: SynthesizedApp): [string, TemplateResource][] {
  return Object.entries(app.templates).flatMap(([stack, template]) =>
    Object.entries(template.toJSON().Resources as Record<string, TemplateResource>).map(
      ([id, resource]) => [`${stack}/${id}`, resource] as [string, TemplateResource],
    ),
  );
}

/** Every literal name, walking each resource's properties (a budget's name sits one level down). */
function physicalNames(app: SynthesizedApp): Map<string, string> {
  const names = new Map<string, string>();
  const walk = (where: string, value: unknown): void => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(`${where}[${index}]`, item);
    } else if (value !== null && typeof value === 'object' && !isIntrinsic(value)) {
      for (const [key, inner] of Object.entries(value)) {
        if (typeof inner === 'string' && isNameProperty(key)) names.set(inner, `${where}.${key}`);
        else walk(`${where}.${key}`, inner);
      }
    }
  };
  for (const [id, resource] of resourcesOf(app)) {
    // Alarm dimensions and the dashboard's widgets name what they watch, not themselves.
    if (resource.Type !== 'AWS::CloudWatch::Alarm') walk(`${id} ${resource.Type}`, resource.Properties);
  }
  return names;
}

let dev: SynthesizedApp;
let prod: SynthesizedApp;

beforeAll(() => {
  dev = synthApp({ stage: 'dev' });
  prod = synthApp({ stage: 'prod' });
}, SYNTH_TIMEOUT_MS);

describe('the prod stage', () => {
  it('retains every table, bucket and log group of every stack', () => {
    const data = resourcesOf(prod).filter(([, resource]) => DATA_TYPES.includes(resource.Type));
    expect(data.map(([, resource]) => resource.Type)).toEqual(expect.arrayContaining(DATA_TYPES));
    for (const [id, resource] of data) {
      expect({ id, policy: resource.DeletionPolicy }).toEqual({ id, policy: 'Retain' });
      expect({ id, policy: resource.UpdateReplacePolicy }).toEqual({ id, policy: 'Retain' });
    }
  });

  it('keeps deletion protection and point-in-time recovery on the table', () => {
    const tables = resourcesOf(prod).filter(([, resource]) => resource.Type === 'AWS::DynamoDB::GlobalTable');
    expect(tables).toHaveLength(1);
    for (const [, table] of tables) {
      expect(table.Properties?.Replicas).toEqual([
        expect.objectContaining({
          DeletionProtectionEnabled: true,
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        }),
      ]);
    }
  });

  it('retains the signing key, empties no bucket and owns the SES identity', () => {
    const resources = resourcesOf(prod).map(([, resource]) => resource);
    // The default signingKey, a secret (the KMS key is retained the same way: jwt-signing-key.test.ts).
    const signingKeys = resources.filter((resource) => resource.Type === 'AWS::SecretsManager::Secret');
    expect(signingKeys.map((key) => key.DeletionPolicy)).toEqual(['Retain']);
    expect(resources.filter((resource) => resource.Type === 'Custom::S3AutoDeleteObjects')).toEqual([]);
    expect(
      resources
        .filter((resource) => resource.Type === 'AWS::SES::EmailIdentity')
        .map((identity) => identity.Properties),
    ).toEqual([{ EmailIdentity: 'no-reply@example.com' }]);
  });
});

describe('the dev stage', () => {
  it('lets CloudFormation delete every resource of every stack', () => {
    const kept = resourcesOf(dev).filter(
      ([, resource]) =>
        KEPT_POLICIES.includes(resource.DeletionPolicy ?? 'Delete') ||
        KEPT_POLICIES.includes(resource.UpdateReplacePolicy ?? 'Delete'),
    );
    expect(kept.map(([id]) => id)).toEqual([]);
  });

  it('has no deletion protection on the table and keeps point-in-time recovery', () => {
    const tables = resourcesOf(dev).filter(([, resource]) => resource.Type === 'AWS::DynamoDB::GlobalTable');
    expect(tables).toHaveLength(1);
    for (const [, table] of tables) {
      expect(table.Properties?.Replicas).toEqual([
        expect.objectContaining({
          DeletionProtectionEnabled: false,
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        }),
      ]);
    }
  });

  it('empties every bucket before deleting it', () => {
    for (const [stack, template] of Object.entries(dev.templates)) {
      const buckets = Object.keys(template.findResources('AWS::S3::Bucket'));
      const emptied = Object.values(template.findResources('Custom::S3AutoDeleteObjects')).map(
        (resource) => resource.Properties.BucketName.Ref,
      );
      expect({ stack, emptied: emptied.sort() }).toEqual({ stack, emptied: buckets.sort() });
    }
  });

  it('schedules every key for deletion after the shortest window KMS allows', () => {
    // With the default signingKey (a secret) there is none; with `kms`, the JWT signing key.
    const app = scratchApp({ context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [] } });
    const kms = new StatefulStack(app, 'Data', { stage: 'dev', siteUrl: '', keepData: false, signingKey: 'kms' });
    const keys = [
      ...resourcesOf(dev),
      ...Object.entries(Template.fromStack(kms).findResources('AWS::KMS::Key')),
    ].filter(([, resource]) => resource.Type === 'AWS::KMS::Key');
    expect(keys.length).toBeGreaterThanOrEqual(1);
    for (const [id, key] of keys) {
      expect({ id, window: key.Properties?.PendingWindowInDays }).toEqual({ id, window: 7 });
    }
  });

  it('sends mail through an SES identity it does not own', () => {
    const identities = resourcesOf(dev).filter(([, resource]) => resource.Type === 'AWS::SES::EmailIdentity');
    expect(identities).toEqual([]);
  });
});

describe('two stages in one account', () => {
  it('share no explicit physical name', () => {
    const devNames = physicalNames(dev);
    const prodNames = physicalNames(prod);
    expect(devNames.size).toBeGreaterThan(10);
    const shared = [...devNames].filter(([name]) => prodNames.has(name));
    expect(shared).toEqual([]);
  });

  it('name what they claim after their stage', () => {
    expect([...physicalNames(dev).keys()].filter((name) => !/dev/i.test(name))).toEqual([]);
  });
});
