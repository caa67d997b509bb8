import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import {
  DeleteMessageCommand,
  GetQueueAttributesCommand,
  ListMessageMoveTasksCommand,
  ReceiveMessageCommand,
  SQSClient,
  StartMessageMoveTaskCommand,
} from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type DeadLetterTarget,
  deadLetterTargetOf,
  replayDeadLetters,
  replayPayloadOf,
} from '#infra/tools/dlq-replay/aws.ts';

/**
 * `npm run dlq:replay` against SQS and Lambda as their SDK clients answer: AWS's queues and
 * functions do not run here, so aws-sdk-client-mock stands in for them (the outputs it reads are
 * checked against the synthesized stacks in operations-stack.test.ts).
 */
const sqs = new SQSClient({ region: 'eu-west-1' });
const lambda = new LambdaClient({ region: 'eu-west-1' });
const sqsMock = mockClient(sqs);
const lambdaMock = mockClient(lambda);
afterEach(() => {
  sqsMock.reset();
  lambdaMock.reset();
});

const queueUrl = 'https://sqs.eu-west-1.amazonaws.com/1/Portfolio-dev-Api-ResizeDeadLetterQueue-x';
const queueArn = 'arn:aws:sqs:eu-west-1:1:Portfolio-dev-Api-ResizeDeadLetterQueue-x';
const resize: DeadLetterTarget = { name: 'resize', queueUrl, queueArn, replay: { invoke: 'resize-fn' } };
const mail: DeadLetterTarget = {
  name: 'mail',
  queueUrl,
  queueArn,
  replay: { redriveTo: 'arn:aws:sqs:eu-west-1:1:mail' },
};

const imageEvent = { source: 'aws.s3', 'detail-type': 'Object Created', detail: { object: { key: 'uploads/a.png' } } };
const destinationRecord = { requestContext: { condition: 'RetriesExhausted' }, requestPayload: imageEvent };
const streamBatch = { requestContext: {}, DDBStreamBatchInfo: { shardId: 's', startSequenceNumber: '1' } };

describe('the outputs npm run deploy wrote', () => {
  const outputs = {
    'Portfolio-dev-Api': { DeadLettersResize: `${queueUrl} ${queueArn} invoke resize-fn`, ApiUrl: 'x' },
    'Portfolio-dev-Web': { DeadLettersRenderUnits: 'u a redrive arn:aws:sqs:eu-west-1:1:render' },
  };

  it('name each queue and where its messages go back', () => {
    expect(deadLetterTargetOf('resize', outputs)).toEqual(resize);
    expect(deadLetterTargetOf('render-units', outputs).replay).toEqual({ redriveTo: 'arn:aws:sqs:eu-west-1:1:render' });
  });

  it('refuse an unknown name and say what to do when the output is missing', () => {
    expect(() => deadLetterTargetOf('nope', outputs)).toThrow(/No dead-letter queue "nope": one of mail, render-units/);
    expect(() => deadLetterTargetOf('mail', outputs)).toThrow(/no DeadLettersMail: deploy with npm run deploy/);
  });
});

describe('what a message is replayed with', () => {
  it('is the request of a failed invocation, an undelivered event itself, and never a stream batch', () => {
    expect(replayPayloadOf(JSON.stringify(destinationRecord))).toEqual({ payload: imageEvent });
    expect(replayPayloadOf(JSON.stringify(imageEvent))).toEqual({ payload: imageEvent });
    expect(replayPayloadOf(JSON.stringify(streamBatch))).toEqual({
      cannot: expect.stringMatching(/render every page/),
    });
    expect(replayPayloadOf('not json')).toEqual({ cannot: 'its body is not JSON' });
  });
});

describe('a queue of failed invocations', () => {
  const messages = [
    { MessageId: 'a', ReceiptHandle: 'ra', Body: JSON.stringify(destinationRecord) },
    { MessageId: 'b', ReceiptHandle: 'rb', Body: JSON.stringify(streamBatch) },
  ];

  it('invokes each replayable event again, asynchronously, and deletes only what Lambda took', async () => {
    sqsMock.on(ReceiveMessageCommand).resolvesOnce({ Messages: messages }).resolves({ Messages: [] });
    lambdaMock.on(InvokeCommand).resolves({ StatusCode: 202 });
    const report = await replayDeadLetters(resize, { sqs, lambda });
    const invokes = lambdaMock.commandCalls(InvokeCommand).map((call) => call.args[0].input);
    expect(invokes).toHaveLength(1);
    expect(invokes[0]).toMatchObject({ FunctionName: 'resize-fn', InvocationType: 'Event' });
    expect(JSON.parse(new TextDecoder().decode(invokes[0]?.Payload as Uint8Array))).toEqual(imageEvent);
    expect(sqsMock.commandCalls(DeleteMessageCommand).map((call) => call.args[0].input.ReceiptHandle)).toEqual(['ra']);
    expect(report).toMatchObject({ replayed: 1, kept: 1 });
    expect(report.lines[1]).toMatch(/^Kept b: a stream batch/);
  });

  it('keeps a message whose invocation Lambda refused', async () => {
    sqsMock
      .on(ReceiveMessageCommand)
      .resolvesOnce({ Messages: messages.slice(0, 1) })
      .resolves({ Messages: [] });
    lambdaMock.on(InvokeCommand).rejects(new Error('TooManyRequestsException'));
    const report = await replayDeadLetters(resize, { sqs, lambda });
    expect(sqsMock.commandCalls(DeleteMessageCommand)).toHaveLength(0);
    expect(report).toMatchObject({ replayed: 0, kept: 1 });
    expect(report.lines[0]).toMatch(/^Kept a: the invocation was refused \(Error: TooManyRequestsException\)/);
  });

  it('in a dry run says what it would invoke, and invokes and deletes nothing', async () => {
    // A message received again (its visibility ran out) is not counted twice.
    sqsMock
      .on(ReceiveMessageCommand)
      .resolvesOnce({ Messages: messages })
      .resolves({ Messages: messages.slice(0, 1) });
    const report = await replayDeadLetters(resize, { sqs, lambda, dryRun: true });
    expect(lambdaMock.commandCalls(InvokeCommand)).toHaveLength(0);
    expect(sqsMock.commandCalls(DeleteMessageCommand)).toHaveLength(0);
    expect(report).toMatchObject({ replayed: 0, kept: 2 });
    expect(report.lines[0]).toMatch(/^Would invoke resize-fn with \{"source":"aws.s3"/);
  });
});

describe('a queue fed by another queue', () => {
  it('is moved back to it by an SQS message move task, followed to its end', async () => {
    sqsMock.on(GetQueueAttributesCommand).resolves({ Attributes: { ApproximateNumberOfMessages: '3' } });
    sqsMock.on(StartMessageMoveTaskCommand).resolves({ TaskHandle: 't' });
    sqsMock
      .on(ListMessageMoveTasksCommand)
      .resolvesOnce({ Results: [{ Status: 'RUNNING', ApproximateNumberOfMessagesMoved: 1 }] })
      .resolves({ Results: [{ Status: 'COMPLETED', ApproximateNumberOfMessagesMoved: 3 }] });
    const report = await replayDeadLetters(mail, { sqs, lambda, sleep: async () => {} });
    expect(sqsMock.commandCalls(StartMessageMoveTaskCommand)[0]?.args[0].input).toEqual({
      SourceArn: queueArn,
      DestinationArn: 'arn:aws:sqs:eu-west-1:1:mail',
    });
    expect(report).toEqual({ replayed: 3, kept: 0, lines: ['Moved 3 messages back to arn:aws:sqs:eu-west-1:1:mail'] });
  });

  it('in a dry run only counts what it would move', async () => {
    sqsMock.on(GetQueueAttributesCommand).resolves({ Attributes: { ApproximateNumberOfMessages: '3' } });
    const report = await replayDeadLetters(mail, { sqs, lambda, dryRun: true });
    expect(sqsMock.commandCalls(StartMessageMoveTaskCommand)).toHaveLength(0);
    expect(report.lines).toEqual([`Would move 3 messages from ${queueArn} to arn:aws:sqs:eu-west-1:1:mail`]);
  });
});
