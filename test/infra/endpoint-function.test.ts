import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EndpointFunction } from '#infra/constructs/endpoint-function.ts';
import { jwtSettings } from '#infra/constructs/jwt-signing-key.ts';
import type { MediaObjectAccess } from '#infra/constructs/media-bucket.ts';
import { registerNag } from '#infra/nag.ts';
import { StatefulStack } from '#infra/stacks/stateful-stack.ts';
import { scratchApp } from './support/scratch-app';
import { cdkJsonContext, type ValidationReport } from './support/synth-app';

/** A group that needs everything, which no group of the route table does yet. */
let consumer: Template;
/** The two functions that handle images, each in a stack of its own: the media endpoints and the resize worker. */
let uploader: Template;
let resizer: Template;
let stateful: Template;
let report: ValidationReport;
let outdir: string;

beforeAll(() => {
  const app = scratchApp({ context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [] } });
  registerNag(app);
  // The KMS key: its grants are statements of the function's own role (the secret's are covered by jwt-signing-key.test.ts).
  const data = new StatefulStack(app, 'Data', { stage: 'test', siteUrl: '', keepData: false, signingKey: 'kms' });
  const stack = new Stack(app, 'Consumer');
  const endpoint = new EndpointFunction(stack, 'Endpoint', {
    group: 'health',
    resources: {
      table: data.table,
      contentBucket: data.contentBucket,
      emailIdentity: new EmailIdentity(stack, 'Identity', { identity: Identity.email('a@example.org') }),
      jwtKey: data.jwtKey,
    },
    settings: {
      appVersion: '1.0.0',
      senderEmail: 'a@example.org',
      siteOwnerEmail: 'a@example.org',
      siteUrl: '',
      demoAccounts: true,
      jwt: jwtSettings('test'),
    },
  });
  endpoint.bind({
    table: 'readwrite',
    contentBucket: 'readwrite',
    ses: true,
    mailQueue: false,
    jwt: 'sign',
    mediaBucket: 'none',
  });
  const mediaConsumer = (stackId: string, mediaBucket: MediaObjectAccess) => {
    const mediaStack = new Stack(app, stackId);
    new EndpointFunction(mediaStack, 'Endpoint', {
      group: 'health',
      resources: { table: data.table, contentBucket: data.contentBucket, mediaBucket: data.mediaBucket },
      settings: {
        appVersion: '1.0.0',
        senderEmail: 'a@example.org',
        siteOwnerEmail: 'a@example.org',
        siteUrl: '',
        demoAccounts: false,
        jwt: jwtSettings('test'),
      },
    }).bind({ table: 'readwrite', contentBucket: 'none', ses: false, mailQueue: false, jwt: 'none', mediaBucket });
    return mediaStack;
  };
  const uploaderStack = mediaConsumer('Uploader', 'upload');
  const resizerStack = mediaConsumer('Resizer', 'resize');
  const assembly = app.synth();
  outdir = assembly.directory;
  report = JSON.parse(readFileSync(path.join(outdir, 'validation-report.json'), 'utf8'));
  consumer = Template.fromStack(stack);
  uploader = Template.fromStack(uploaderStack);
  resizer = Template.fromStack(resizerStack);
  stateful = Template.fromStack(data);
});
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('endpoint function grants', () => {
  it('give content/ object access through a managed policy owned by the content bucket stack, never erasing a version', () => {
    const objectsUnder = (prefix: string) => ({
      'Fn::Join': ['', [{ 'Fn::GetAtt': [Match.stringLikeRegexp('^ContentBucket'), 'Arn'] }, prefix]],
    });
    stateful.hasResourceProperties('AWS::IAM::ManagedPolicy', {
      PolicyDocument: {
        Statement: [
          Match.objectLike({
            Action: ['s3:DeleteObject', 's3:GetObject', 's3:GetObjectVersion', 's3:PutObject'],
            Resource: objectsUnder('/content/*'),
          }),
          // A deploy's seeds are read to be copied, never written or deleted.
          Match.objectLike({ Action: ['s3:GetObject', 's3:GetObjectVersion'], Resource: objectsUnder('/_seed/*') }),
        ],
      },
    });
    // A delete in the versioned bucket only adds a delete marker; erasing a version is granted nowhere.
    expect(JSON.stringify(stateful.toJSON())).not.toContain('s3:DeleteObjectVersion');
    expect(JSON.stringify(consumer.toJSON())).not.toContain('s3:DeleteObjectVersion');
    const [role] = Object.values(consumer.findResources('AWS::IAM::Role'));
    expect(role?.Properties.ManagedPolicyArns).toHaveLength(1);
  });

  it('let a group send mail from the SES identity and write the table', () => {
    const statements = Object.values(consumer.findResources('AWS::IAM::Policy')).flatMap(
      (policy) => policy.Properties.PolicyDocument.Statement,
    );
    const actions = statements.flatMap((statement: { Action: string | string[] }) => [statement.Action].flat());
    expect(actions).toEqual(expect.arrayContaining(['ses:SendEmail', 'dynamodb:PutItem', 'dynamodb:DeleteItem']));
  });

  it('let a signing group sign with the JWT key of the data stack and tell it the token claims', () => {
    consumer.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: ['kms:GetPublicKey', 'kms:Sign'],
            Resource: {
              'Fn::GetStackOutput': Match.objectLike({ OutputName: Match.stringLikeRegexp('JwtSigningKey') }),
            },
          }),
        ]),
      },
    });
    consumer.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          JWT_ISSUER: 'portfolio-test',
          JWT_AUDIENCE: 'portfolio-test-api',
          JWT_KMS_KEY_ID: {
            'Fn::GetStackOutput': Match.objectLike({ OutputName: Match.stringLikeRegexp('JwtSigningKey') }),
          },
        }),
      },
    });
  });

  it('give media bucket access through a managed policy of the bucket stack: uploads presigned, sizes written by the worker', () => {
    const objectsUnder = (prefix: string) => ({
      'Fn::Join': ['', [{ 'Fn::GetAtt': [Match.stringLikeRegexp('^MediaBucket'), 'Arn'] }, prefix]],
    });
    const bucket = { 'Fn::GetAtt': [Match.stringLikeRegexp('^MediaBucket'), 'Arn'] };
    // CDK sorts the actions of a statement; a single action is written as a string.
    const policyOf = (uploads: string[], media: string | string[]) => ({
      PolicyDocument: {
        Statement: [
          Match.objectLike({ Action: 's3:ListBucket', Resource: bucket }),
          Match.objectLike({ Action: uploads, Resource: objectsUnder('/uploads/*') }),
          Match.objectLike({ Action: media, Resource: objectsUnder('/media/*') }),
        ],
      },
    });
    // The endpoints sign the browser's POST to uploads/ and delete an item's objects; they read nothing.
    stateful.hasResourceProperties(
      'AWS::IAM::ManagedPolicy',
      policyOf(['s3:DeleteObject', 's3:PutObject'], 's3:DeleteObject'),
    );
    // The worker reads and deletes an upload, writes the sizes and deletes a replaced profile picture's.
    stateful.hasResourceProperties(
      'AWS::IAM::ManagedPolicy',
      policyOf(['s3:DeleteObject', 's3:GetObject'], ['s3:DeleteObject', 's3:PutObject']),
    );
    // Nothing else in the bucket: no listing of versions, no ACLs, no bucket settings.
    const mediaPolicies = Object.values(stateful.findResources('AWS::IAM::ManagedPolicy')).filter((policy) =>
      JSON.stringify(policy).includes('MediaBucket'),
    );
    expect(mediaPolicies).toHaveLength(2);
    for (const template of [uploader, resizer]) {
      const [role] = Object.values(template.findResources('AWS::IAM::Role'));
      expect(JSON.stringify(role?.Properties.ManagedPolicyArns)).toContain('MediaBucketObjectAccess');
      template.hasResourceProperties('AWS::Lambda::Function', {
        Environment: {
          Variables: Match.objectLike({
            MEDIA_BUCKET: {
              'Fn::GetStackOutput': Match.objectLike({ OutputName: Match.stringLikeRegexp('MediaBucket') }),
            },
          }),
        },
      });
    }
    expect(
      Object.keys(Object.values(consumer.findResources('AWS::Lambda::Function'))[0]?.Properties.Environment.Variables),
    ).not.toContain('MEDIA_BUCKET');
  });

  it('leave no cdk-nag finding unacknowledged', () => {
    expect(report.pluginReports).toEqual([]);
  });

  it('tell the handler it may show the demo accounts', () => {
    consumer.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ DEMO_ACCOUNTS: 'true', APP_VERSION: '1.0.0' }) },
    });
  });
});

describe('endpoint function resources', () => {
  it('refuse mail, token or image permissions to a function built without the SES identity, the JWT key or the media bucket', () => {
    const app = scratchApp({ context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [] } });
    // The KMS key: its grants are statements of the function's own role (the secret's are covered by jwt-signing-key.test.ts).
    const data = new StatefulStack(app, 'Data', { stage: 'test', siteUrl: '', keepData: false, signingKey: 'kms' });
    const stack = new Stack(app, 'Worker');
    const worker = (id: string) =>
      new EndpointFunction(stack, id, {
        group: 'render',
        resources: { table: data.table, contentBucket: data.contentBucket },
        settings: {
          appVersion: '1.0.0',
          senderEmail: 'a@example.org',
          siteOwnerEmail: 'a@example.org',
          siteUrl: '',
          demoAccounts: false,
          jwt: jwtSettings('test'),
        },
      });
    const none = {
      table: 'read',
      contentBucket: 'read',
      ses: false,
      mailQueue: false,
      jwt: 'none',
      mediaBucket: 'none',
    } as const;
    expect(() => worker('Mailer').bind({ ...none, ses: true })).toThrow(/needs the SES identity/);
    expect(() => worker('Verifier').bind({ ...none, jwt: 'verify' })).toThrow(/needs the JWT key/);
    expect(() => worker('Resizer').bind({ ...none, mediaBucket: 'resize' })).toThrow(/needs the media bucket/);
    expect(() => worker('Reader').bind(none)).not.toThrow();
  });
});
