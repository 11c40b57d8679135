#!/usr/bin/env python3
"""Rollouts against the sandbox's episode API: standard library only (no pip install).

Start the sandbox (`npm run serve`), then:

    python3 examples/python/rollout.py --base-url http://127.0.0.1:8787 --episodes 60 --policy noop
    python3 examples/python/rollout.py --base-url http://127.0.0.1:8787 --episodes 60 --policy model \\
        --model gpt-4o-mini --model-base-url https://api.openai.com/v1 --api-key "$OPENAI_API_KEY"

For each of the suite's first N cases it opens an episode (POST /v1/episodes {case}), acts with the
policy, answers every turn until the episode is done, deletes the episode, and prints the mean
episode reward (each in [0, 1]).

Policies:
  noop   answers every turn with {"text": ""} and no calls (right exactly on the refusal cases).
  model  sends the episode's messages and tools to an OpenAI-compatible /chat/completions. Each tool
         call the model makes runs live through POST /v1/episodes/:id/calls and its outcome goes back
         as a tool message, for up to --max-steps model turns; when the model answers without tool
         calls, its text is the answer (POST /answer {text}), and the calls made while acting are the
         answer's calls. A dialogue's next turn continues from the server's `next.messages`.

Tool names: the episode offers OpenAI tools named `<appId>__<tool>` (e.g. `didi_chuxing__bookTaxi`).
A model's tool call maps back to {app, tool} by the harness's own rule (harness/parse/qualified-name.ts):
the app is what precedes the last "__" (trailing "_" dropped), the tool what follows; "." separates them
too (`Didi.bookTaxi`); with neither, the tool is what follows the last "_". The server resolves app aliases.

Exit codes: 0 done; 1 some episodes failed (each named on stderr); 2 bad arguments, or the sandbox
(or the model endpoint) cannot be reached. Set SANDBOX_API_KEY when the server runs with --api-key.
"""

import argparse
import concurrent.futures
import json
import os
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request

PAGE = 1000  # GET /v1/suites/:name/cases answers at most this many cases a request
CALLS_PER_REQUEST = 20  # POST /calls and /answer take at most this many calls a request
TEXT_LIMIT = 200_000  # POST /answer {text} takes at most this many characters
RETRY_STATUSES = {429, 503}  # refused before anything ran: safe to send again
MODEL_RETRY_STATUSES = {429, 500, 502, 503, 504}


class Unreachable(Exception):
    """The sandbox or the model endpoint cannot be reached: the run stops (exit 2)."""


class HttpError(Exception):
    def __init__(self, method, url, status, body):
        self.status = status
        error = body.get("error") if isinstance(body, dict) else None
        if isinstance(error, dict):
            why = f"{error.get('code', 'error')}: {error.get('message', '')}".rstrip(": ")
        elif isinstance(error, str):
            why = error
        else:
            why = json.dumps(body)[:200] if body is not None else ""
        path = urllib.parse.urlsplit(url).path
        super().__init__(f"{method} {path}: HTTP {status} {why}".rstrip())


def request_json(method, url, body=None, headers=None, retry_statuses=RETRY_STATUSES, retry_unreachable=False, timeout=120, attempts=5):
    """One JSON request; 429/503 (and, for a model, 5xx and dropped connections) are retried with backoff."""
    data = None if body is None else json.dumps(body).encode("utf-8")
    all_headers = {"accept": "application/json", **(headers or {})}
    if data is not None:
        all_headers["content-type"] = "application/json"
    for attempt in range(attempts):
        req = urllib.request.Request(url, data=data, method=method, headers=all_headers)
        try:
            with urllib.request.urlopen(req, timeout=timeout) as res:
                raw = res.read()
                return json.loads(raw) if raw else None
        except urllib.error.HTTPError as e:
            raw = e.read()
            try:
                parsed = json.loads(raw) if raw else None
            except ValueError:
                parsed = raw.decode("utf-8", "replace")[:200]
            if e.code in retry_statuses and attempt + 1 < attempts:
                time.sleep(_backoff(attempt, e.headers.get("retry-after")))
                continue
            raise HttpError(method, url, e.code, parsed) from None
        except (urllib.error.URLError, ConnectionError, TimeoutError) as e:
            if retry_unreachable and attempt + 1 < attempts:
                time.sleep(_backoff(attempt, None))
                continue
            reason = getattr(e, "reason", e)
            origin = "{0.scheme}://{0.netloc}".format(urllib.parse.urlsplit(url))
            raise Unreachable(f"cannot reach {origin}: {reason}") from None
    raise AssertionError("unreachable")


def _backoff(attempt, retry_after):
    try:
        return min(30.0, float(retry_after))
    except (TypeError, ValueError):
        return min(8.0, 0.5 * 2**attempt)


# ------------------------------------------------------------------------------------------------
# The sandbox's episode API
# ------------------------------------------------------------------------------------------------


class Sandbox:
    def __init__(self, base_url, api_key=None):
        self.base = base_url.rstrip("/")
        self.headers = {"x-api-key": api_key} if api_key else {}

    def _call(self, method, path, body=None, token=None):
        headers = dict(self.headers)
        if token:
            headers["authorization"] = f"Bearer {token}"
        return request_json(method, self.base + path, body, headers)

    def cases(self, suite, n):
        """The suite's first n cases, in suite order, a page of at most 1000 at a time."""
        out = []
        while len(out) < n:
            limit = min(PAGE, n - len(out))
            query = urllib.parse.urlencode({"offset": len(out), "limit": limit})
            page = self._call("GET", f"/v1/suites/{urllib.parse.quote(suite, safe='')}/cases?{query}")
            out.extend(page["cases"])
            if len(page["cases"]) < limit or len(out) >= page.get("total", n):
                break
        return out[:n]

    def start(self, suite, case_id, dialogue_mode=None):
        body = {"suite": suite, "case": case_id}
        if dialogue_mode:
            body["dialogueMode"] = dialogue_mode  # carry (the server's default) or gold
        return self._call("POST", "/v1/episodes", body)

    def calls(self, episode, calls):
        """Runs calls live (reads and writes), in order, 20 a request: their outcomes."""
        outcomes = []
        for at in range(0, len(calls), CALLS_PER_REQUEST):
            body = {"calls": calls[at:at + CALLS_PER_REQUEST]}
            outcomes.extend(self._call("POST", f"/v1/episodes/{episode['episodeId']}/calls", body, episode["token"])["outcomes"])
        return outcomes

    def answer(self, episode, text="", calls=None):
        body = {"calls": calls} if calls is not None else {"text": text[:TEXT_LIMIT]}
        return self._call("POST", f"/v1/episodes/{episode['episodeId']}/answer", body, episode["token"])

    def delete(self, episode):
        self._call("DELETE", f"/v1/episodes/{episode['episodeId']}", token=episode["token"])


# ------------------------------------------------------------------------------------------------
# Policies: given an episode's turn (messages, tools), act and answer; return the answer's verdict
# ------------------------------------------------------------------------------------------------


def split_tool_name(name):
    """`didi_chuxing__bookTaxi` -> ("didi_chuxing", "bookTaxi"), the rule of harness/parse/qualified-name.ts."""
    name = (name or "").strip()
    for sep in ("__", "."):
        at = name.rfind(sep)
        if 0 < at and at + len(sep) < len(name):
            return name[:at].rstrip("_"), name[at + len(sep):]
    at = name.rfind("_")
    if 0 < at < len(name) - 1:
        return name[:at], name[at + 1:]
    return None


def tool_call_to_call(tool_call):
    """A model's tool call as the sandbox's {app, tool, args}, or a reason it is not one."""
    function = tool_call.get("function") or {}
    name = function.get("name")
    split = split_tool_name(name if isinstance(name, str) else "")
    if split is None:
        return None, f"the tool name {name!r} names no app; expected <app>__<tool>"
    raw = function.get("arguments")
    if isinstance(raw, dict):
        args = raw
    else:
        try:
            args = json.loads(raw) if isinstance(raw, str) and raw.strip() else {}
        except ValueError:
            return None, f"the arguments of {name} are not JSON"
    if not isinstance(args, dict):
        return None, f"the arguments of {name} are not a JSON object"
    return {"app": split[0], "tool": split[1], "args": args}, None


def noop_policy(sandbox, episode, turn):
    return sandbox.answer(episode, text="")


class ModelPolicy:
    def __init__(self, model, base_url, api_key, max_steps, temperature=None):
        self.url = base_url.rstrip("/") + "/chat/completions"
        self.model = model
        self.headers = {"authorization": f"Bearer {api_key}"} if api_key else {}
        self.max_steps = max_steps
        self.temperature = temperature

    def complete(self, messages, tools):
        body = {"model": self.model, "messages": messages}
        if tools:
            body["tools"] = tools
        if self.temperature is not None:
            body["temperature"] = self.temperature
        response = request_json("POST", self.url, body, self.headers, retry_statuses=MODEL_RETRY_STATUSES, retry_unreachable=True, timeout=600)
        try:
            return response["choices"][0]["message"]
        except (KeyError, IndexError, TypeError):
            raise RuntimeError(f"the model's response has no message: {json.dumps(response)[:200]}") from None

    def __call__(self, sandbox, episode, turn):
        messages = list(turn["messages"])
        tools = turn.get("tools") or []
        for _ in range(self.max_steps):
            message = self.complete(messages, tools)
            tool_calls = [c for c in (message.get("tool_calls") or []) if isinstance(c, dict)]
            if not tool_calls:
                # No more calls: the text is the answer; the calls made while acting are its calls.
                return sandbox.answer(episode, text=message.get("content") or "")
            for i, c in enumerate(tool_calls):
                c["id"] = c.get("id") or f"call_{len(messages)}_{i}"
                c["type"] = c.get("type") or "function"
            messages.append({"role": "assistant", "content": message.get("content"), "tool_calls": tool_calls})
            mapped = [tool_call_to_call(c) for c in tool_calls]
            runnable = [call for call, _ in mapped if call is not None]
            try:
                outcomes = iter(sandbox.calls(episode, runnable) if runnable else [])
            except HttpError as e:
                if e.status != 409:
                    raise
                break  # the turn may act no more (50 calls): the calls made so far are the answer
            for c, (call, why) in zip(tool_calls, mapped):
                outcome = next(outcomes) if call is not None else {"ok": False, "error": {"code": "invalid_arguments", "message": why}}
                messages.append({"role": "tool", "tool_call_id": c["id"], "content": json.dumps(outcome, ensure_ascii=False, separators=(",", ":"))})
        # Out of steps: the calls made while acting are the answer.
        return sandbox.answer(episode, text="")


# ------------------------------------------------------------------------------------------------
# One episode, many episodes
# ------------------------------------------------------------------------------------------------


def run_episode(sandbox, suite, case, policy, stop, dialogue_mode=None):
    """Opens the case's episode, answers every turn until done, deletes it: (reward, turns answered, turns skipped)."""
    if stop.is_set():
        return None
    episode = sandbox.start(suite, case["id"], dialogue_mode)
    try:
        turn = {"messages": episode["messages"], "tools": episode.get("tools")}
        answered = skipped = 0
        while True:
            verdict = policy(sandbox, episode, turn)
            answered += 1
            # A later turn whose gold refers to what this episode never made cannot be passed: the server judges it at once (reward 0)
            skipped += len(verdict.get("skipped") or [])
            if verdict.get("done"):
                return float(verdict["episodeReward"]), answered, skipped
            if stop.is_set():
                return None
            nxt = verdict.get("next")
            if not nxt:
                raise RuntimeError(f"turn {verdict.get('turn')} is not the last, but the answer brought no next turn")
            turn = nxt
    finally:
        try:
            sandbox.delete(episode)
        except Exception:  # the episode expires on its own; deleting is a courtesy
            pass


def positive_int(text):
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not an integer") from None
    if n < 1:
        raise argparse.ArgumentTypeError(f"{text} is not a positive integer")
    return n


class OneLineParser(argparse.ArgumentParser):
    """A bad argument is one line on stderr and exit code 2 (--help shows the usage)."""

    def error(self, message):
        self.exit(2, f"{self.prog}: {message} (--help for usage)\n")


def main(argv=None):
    parser = OneLineParser(prog="rollout.py", description="Run episodes of the sandbox with a policy and print the mean reward.")
    parser.add_argument("--base-url", required=True, help="the sandbox server, e.g. http://127.0.0.1:8787")
    parser.add_argument("--episodes", type=positive_int, required=True, help="run the suite's first N cases, one episode each")
    parser.add_argument("--policy", choices=["noop", "model"], required=True)
    parser.add_argument("--suite", default="default", help="suite name (default: default)")
    parser.add_argument("--model", default=os.environ.get("OPENAI_MODEL"), help="model policy: model name (default $OPENAI_MODEL)")
    parser.add_argument("--model-base-url", default=os.environ.get("OPENAI_BASE_URL", "https://api.openai.com/v1"), help="model policy: an OpenAI-compatible endpoint (default $OPENAI_BASE_URL or OpenAI)")
    parser.add_argument("--api-key", default=os.environ.get("OPENAI_API_KEY"), help="model policy: the endpoint's key (default $OPENAI_API_KEY)")
    parser.add_argument("--temperature", type=float, help="model policy: sampling temperature (default: the endpoint's)")
    parser.add_argument("--concurrency", type=positive_int, default=16, help="episodes in flight at once (default 16)")
    parser.add_argument("--dialogue-mode", choices=["carry", "gold"], help="a dialogue's later turns start from the policy's own state (carry, the server's default) or the gold's")
    parser.add_argument("--max-steps", type=positive_int, default=5, help="model policy: model turns per episode turn (default 5)")
    args = parser.parse_args(argv)
    if args.policy == "model" and not args.model:
        parser.error("--policy model needs a model: pass --model NAME or set OPENAI_MODEL")
    for flag, url in (("--base-url", args.base_url), ("--model-base-url", args.model_base_url)):
        if urllib.parse.urlsplit(url).scheme not in ("http", "https"):
            parser.error(f"{flag} must be an http(s) URL, not {url!r}")

    sandbox = Sandbox(args.base_url, os.environ.get("SANDBOX_API_KEY"))
    try:
        cases = sandbox.cases(args.suite, args.episodes)
    except Unreachable as e:
        print(f"rollout: {e} (is the sandbox running? npm run serve)", file=sys.stderr)
        return 2
    except HttpError as e:
        print(f"rollout: {e}", file=sys.stderr)
        return 2
    if not cases:
        print(f"rollout: suite {args.suite} has no cases", file=sys.stderr)
        return 2
    policy = noop_policy if args.policy == "noop" else ModelPolicy(args.model, args.model_base_url, args.api_key, args.max_steps, args.temperature)

    stop = threading.Event()
    results = [None] * len(cases)
    failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.concurrency) as pool:
        futures = {pool.submit(run_episode, sandbox, args.suite, c, policy, stop, args.dialogue_mode): i for i, c in enumerate(cases)}
        for future in concurrent.futures.as_completed(futures):
            i = futures[future]
            try:
                results[i] = future.result()
            except concurrent.futures.CancelledError:
                continue
            except Unreachable as e:
                if not stop.is_set():
                    stop.set()
                    pool.shutdown(wait=False, cancel_futures=True)
                    print(f"rollout: {e}; stopping", file=sys.stderr)
            except Exception as e:  # one episode's failure: named, counted, the rest go on
                failed += 1
                print(f"rollout: case {cases[i]['id']}: {e}", file=sys.stderr)
    if stop.is_set():
        return 2

    done = [r for r in results if r is not None]
    mean = sum(reward for reward, _, _ in done) / len(done) if done else 0.0
    answered, skipped = sum(r[1] for r in done), sum(r[2] for r in done)
    print(f"episodes: {len(done)} done, {failed} failed; turns: {answered} answered, {skipped} skipped ({args.suite}, policy {args.policy})")
    print(f"mean reward: {mean:.4f}")
    return 1 if failed else 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        sys.exit(130)
