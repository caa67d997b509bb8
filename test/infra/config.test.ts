import { describe, expect, it } from 'vitest';
import { readConfig } from '#infra/config.ts';
import { scratchApp } from './support/scratch-app';
import { cdkJsonContext } from './support/synth-app';

const configWith = (context: Record<string, unknown>) => readConfig(scratchApp({ context }));
const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0';

describe('deployment configuration', () => {
  it('falls back to the documented defaults when no context is given', () => {
    expect(configWith({})).toEqual({
      stage: 'dev',
      keepData: false,
      warnings: [],
      senderEmail: 'no-reply@example.com',
      siteOwnerEmail: 'no-reply@example.com',
      demoAccounts: false,
      externalBlogUrl: '',
      siteUrl: '',
      monthlyBudgetUsd: 10,
      waf: false,
      signingKey: 'secret',
      signingKeyVersion: 1,
      appVersion: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });

  it('gives the same result from the defaults written in cdk.json', () => {
    expect(configWith(cdkJsonContext())).toEqual(configWith({}));
  });

  it('reads every key, including booleans passed as strings by `-c key=value`', () => {
    expect(
      configWith({
        stage: 'prod',
        domainName: 'Portfolio.Example.org',
        certificateArn,
        senderEmail: 'hello@portfolio.example.org',
        siteOwnerEmail: 'me@mail.example.net',
        demoAccounts: 'true',
        externalBlogUrl: 'https://writing.example.org',
        siteUrl: 'https://www.portfolio.example.org',
      }),
    ).toMatchObject({
      stage: 'prod',
      domainName: 'portfolio.example.org',
      certificateArn,
      senderEmail: 'hello@portfolio.example.org',
      siteOwnerEmail: 'me@mail.example.net',
      demoAccounts: true,
      externalBlogUrl: 'https://writing.example.org',
      siteUrl: 'https://www.portfolio.example.org',
    });
  });

  it('links mail to the custom domain unless a site URL is given', () => {
    expect(
      configWith({ domainName: 'portfolio.example.org', certificateArn, senderEmail: 'a@portfolio.example.org' }),
    ).toMatchObject({ siteUrl: 'https://portfolio.example.org' });
  });

  it('takes the CloudFront address as site URL without a custom domain, as an origin', () => {
    expect(configWith({ siteUrl: 'https://D1234ABCD.cloudfront.net/' }).siteUrl).toBe(
      'https://d1234abcd.cloudfront.net',
    );
  });

  it('reserves concurrency for the page renderer only when asked, from a string or a number', () => {
    expect(configWith({})).not.toHaveProperty('renderConcurrency');
    expect(configWith({ renderConcurrency: '1' }).renderConcurrency).toBe(1);
    expect(configWith({ renderConcurrency: 2 }).renderConcurrency).toBe(2);
  });

  it('renders the units of a full render 10 at once unless asked otherwise, from a string or a number', () => {
    expect(configWith({})).not.toHaveProperty('renderUnitConcurrency');
    expect(configWith({ renderUnitConcurrency: '25' }).renderUnitConcurrency).toBe(25);
    expect(configWith({ renderUnitConcurrency: 4 }).renderUnitConcurrency).toBe(4);
  });

  it('mails alarms only to an alarmEmail given, budgets 10 USD a month and leaves WAF off unless asked', () => {
    expect(configWith({})).not.toHaveProperty('alarmEmail');
    expect(configWith({ alarmEmail: 'ops@example.org' }).alarmEmail).toBe('ops@example.org');
    expect(configWith({ monthlyBudgetUsd: '25.50' }).monthlyBudgetUsd).toBe(25.5);
    expect(configWith({ monthlyBudgetUsd: 40 }).monthlyBudgetUsd).toBe(40);
    expect(configWith({ waf: 'true' }).waf).toBe(true);
  });

  it('keeps the JWT private key in a secret unless asked for KMS, and takes a key version from a string or a number', () => {
    expect(configWith({ signingKey: 'kms' }).signingKey).toBe('kms');
    expect(configWith({ signingKeyVersion: '3' }).signingKeyVersion).toBe(3);
    expect(configWith({ signingKeyVersion: 4 }).signingKeyVersion).toBe(4);
    expect(() => configWith({ signingKey: 'ssm' })).toThrow('Context "signingKey" must be secret or kms, got "ssm"');
    expect(() => configWith({ signingKeyVersion: '0' })).toThrow(
      /"signingKeyVersion" must be a whole number from 1 up/,
    );
  });

  it('sends contact mail to the sender address unless a site owner address is given', () => {
    expect(configWith({ senderEmail: 'site@example.org' }).siteOwnerEmail).toBe('site@example.org');
  });

  it('keeps the data of prod, and of another stage only when asked or when it serves a site', () => {
    const keeps = (context: Record<string, unknown>) => configWith(context).keepData;
    expect([keeps({ stage: 'prod' }), keeps({}), keeps({ stage: 'feature-x' })]).toEqual([true, false, false]);
    expect([
      keeps({ keepData: 'true' }),
      keeps({ siteUrl: 'https://d1234abcd.cloudfront.net', keepData: false }),
    ]).toEqual([true, false]);
  });

  it('keeps the data of a non-production stage that serves a site until told, and warns', () => {
    const served = configWith({ siteUrl: 'https://d1234abcd.cloudfront.net' });
    expect(served.keepData).toBe(true);
    expect(served.warnings).toEqual([expect.stringMatching(/Stage "dev" serves https:\/\/d1234abcd.cloudfront.net/)]);
    expect(configWith({ stage: 'prod', siteUrl: 'https://d1234abcd.cloudfront.net' }).warnings).toEqual([]);
  });

  it.each([
    [{ domainName: 'portfolio.example.org' }, /needs "certificateArn"/],
    [{ certificateArn }, /"domainName" is not/],
    [
      { domainName: 'portfolio.example.org', certificateArn: certificateArn.replace('us-east-1', 'eu-west-1') },
      /in us-east-1/,
    ],
    [{ domainName: 'portfolio.example.org', certificateArn }, /must be an address at "portfolio.example.org"/],
    [{ stage: 'dev env' }, /Context "stage"/],
    [{ stage: 'prod', keepData: 'false' }, /"keepData" cannot be false for the production stage "prod"/],
    [{ keepData: 'no' }, /Context "keepData" must be true or false/],
    [{ senderEmail: 'not-an-address' }, /Context "senderEmail" is not an email address/],
    [{ demoAccounts: 'yes' }, /Context "demoAccounts" must be true or false/],
    [{ externalBlogUrl: 'http://blog.example.com' }, /must be an https URL/],
    [{ siteUrl: 'http://d1234abcd.cloudfront.net' }, /Context "siteUrl" must be an https origin/],
    [{ siteUrl: 'https://d1234abcd.cloudfront.net/app' }, /Context "siteUrl" must be an https origin/],
    [{ siteUrl: 'd1234abcd.cloudfront.net' }, /Context "siteUrl" must be an https origin/],
    [{ renderConcurrency: '0' }, /Context "renderConcurrency" must be a whole number from 1 up/],
    [{ renderConcurrency: '1.5' }, /Context "renderConcurrency" must be a whole number from 1 up/],
    [{ renderConcurrency: 'one' }, /Context "renderConcurrency" must be a whole number from 1 up/],
    [{ renderUnitConcurrency: '1' }, /Context "renderUnitConcurrency" must be from 2 to 1000/],
    [{ renderUnitConcurrency: '1001' }, /Context "renderUnitConcurrency" must be from 2 to 1000/],
    [{ alarmEmail: 'ops' }, /Context "alarmEmail" is not an email address/],
    [{ monthlyBudgetUsd: '0' }, /Context "monthlyBudgetUsd" must be an amount in dollars above 0/],
    [{ monthlyBudgetUsd: '-5' }, /Context "monthlyBudgetUsd" must be an amount in dollars above 0/],
    [{ monthlyBudgetUsd: 'ten' }, /Context "monthlyBudgetUsd" must be an amount in dollars above 0/],
    [{ monthlyBudgetUsd: '1000001' }, /Context "monthlyBudgetUsd" must be an amount in dollars above 0/],
    [{ waf: 'yes' }, /Context "waf" must be true or false/],
    [{ renderUnitConcurrency: 'ten' }, /Context "renderUnitConcurrency" must be a whole number from 1 up/],
  ])('rejects an inconsistent or malformed setting %j', (context, message) => {
    expect(() => configWith(context)).toThrow(message);
  });
});
