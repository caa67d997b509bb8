import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { productFunctions } from './support/api-template';
import { type SynthesizedApp, synthApp } from './support/synth-app';

const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0';

let synthesized: SynthesizedApp;
let web: Template;
let api: Template;
let stateful: Template;

beforeAll(() => {
  synthesized = synthApp({
    stage: 'prod',
    domainName: 'portfolio.example.org',
    certificateArn,
    senderEmail: 'hello@portfolio.example.org',
  });
  ({ web, api, stateful } = synthesized.templates);
});

describe('with a custom domain', () => {
  it('names the stacks after the stage', () => {
    expect(Object.values(synthesized.stacks).map((stack) => stack.stackName)).toEqual([
      'Portfolio-prod-Stateful',
      'Portfolio-prod-Api',
      'Portfolio-prod-Web',
      'Portfolio-prod-Operations',
    ]);
  });

  it('serves the domain with its certificate and TLS 1.2 as the minimum', () => {
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: {
        Aliases: ['portfolio.example.org'],
        ViewerCertificate: {
          AcmCertificateArn: certificateArn,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      },
    });
  });

  it('verifies the whole domain with SES and links emails to it', () => {
    api.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'portfolio.example.org' });
    for (const fn of productFunctions(api)) {
      expect(fn.Properties.Environment.Variables).toMatchObject({
        SITE_URL: 'https://portfolio.example.org',
        SES_FROM_ADDRESS: 'hello@portfolio.example.org',
      });
    }
  });

  it('takes image uploads (browser POSTs to the media bucket) from the domain only', () => {
    stateful.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [
          {
            AllowedMethods: ['POST'],
            AllowedOrigins: ['https://portfolio.example.org'],
            AllowedHeaders: ['*'],
            MaxAge: 3600,
          },
        ],
      },
    });
  });

  it('passes cdk-nag without the default-certificate acknowledgement', () => {
    expect(synthesized.validationReport.pluginReports).toEqual([]);
  });
});
