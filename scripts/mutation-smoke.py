#!/usr/bin/env python3
"""Mutation smoke: do the tests notice when a decision flips?

For each `if` / `guard` / `while` condition in the engine's files (by default the controller,
`Sources/CollapsingNavBarCore/Controller/`, its decisions, `Controller/Decisions/`, and
`Sources/CollapsingNavBarCore/Container/`), one at a time, the condition is negated (`if c {`
becomes `if !(c) {`), or, for a pattern (`if case` / `guard case`), made to fail (`if case P = v,
false {`: the branch is never taken, the guard always leaves); the core and simulation test
targets are built and run, and the mutant is "killed" when a test fails (or the build fails)
and a "survivor" when every test still passes. Survivors are listed with file:line; each one either
deserves a test or a comment saying why the branch cannot change behaviour.

The mutants are played in a scratch copy of the repository (a `git worktree` under the system's
temporary folder), so the working tree is never touched. Conditions that bind a name (`if let`,
`guard let`, `#if`), literal `true` and conditions spread over several lines are left alone; a
condition list `a, b` is negated whole, `!((a) && (b))`.

Usage:
  scripts/mutation-smoke.py [--limit N] [--sample N [--seed S]] [--only SUBSTRING] [--filter TESTS] [PATH ...]

  PATH          files or folders to mutate (default: the three folders above)
  --limit N     play at most N mutants (the first N in file order)
  --sample N    play N mutants drawn at random (reproducibly, from --seed, default 1)
  --only S      play only the mutants whose file path contains S
  --filter F    the `swift test --filter` expression (default: the core and simulation targets)
  --list        list the mutants without playing them

Each mutant costs an incremental build and a test run (minutes on a small machine): a full run is
for a quiet machine, not for CI.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_PATHS = [
    "Sources/CollapsingNavBarCore/Controller",
    "Sources/CollapsingNavBarCore/Controller/Decisions",
    "Sources/CollapsingNavBarCore/Container",
]
DEFAULT_FILTER = "CollapsingNavBarCoreTests|CollapsingNavBarSimulationTests"

# `if cond {`, `} else if cond {`, `guard cond else {`, `while cond {`, with the body on the
# following lines or on the same one (`if cond { return true }`).
LEAD = re.compile(r"^(?P<lead>\s*(?:\}\s*else\s+)?)(?P<kw>if|guard|while)\s+")


def split_condition(line):
    """(lead, keyword, condition, rest from the body's brace or `else {`), or None."""
    match = LEAD.match(line)
    if not match:
        return None
    kw = match.group("kw")
    depth = 0
    text = line[match.end():]
    for position, char in enumerate(text):
        if char in "([":
            depth += 1
        elif char in ")]":
            depth -= 1
        elif depth == 0 and char == "{" and position > 0 and text[position - 1] == " ":
            cond = text[:position].rstrip()
            if kw == "guard":
                if not cond.endswith(" else"):
                    return None
                return match.group("lead"), kw, cond[: -len(" else")].rstrip(), "else " + text[position:]
            return match.group("lead"), kw, cond, text[position:]
    return None


BINDING = re.compile(r"^(let|var|case)\b|[^=!<>]=[^=]")
# A pattern match, `case .x = value` or `case .x(let y) = value`, in a condition list.
PATTERN = re.compile(r"^case\s")


def clauses(cond):
    """Splits a condition list at its top-level commas."""
    parts, depth, current = [], 0, ""
    for char in cond:
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
        if char == "," and depth == 0:
            parts.append(current.strip())
            current = ""
        else:
            current += char
    parts.append(current.strip())
    return parts


def mutants(paths):
    """Yields (path, line index, original line, mutated line) for every negatable condition."""
    files = []
    for path in paths:
        full = os.path.join(ROOT, path)
        if os.path.isdir(full):
            for name in sorted(os.listdir(full)):
                if name.endswith(".swift"):
                    files.append(os.path.join(path, name))
        elif full.endswith(".swift"):
            files.append(path)
    for path in files:
        with open(os.path.join(ROOT, path), encoding="utf-8") as handle:
            lines = handle.read().split("\n")
        for index, line in enumerate(lines):
            if line.lstrip().startswith(("//", "#")):
                continue
            split = split_condition(line)
            if not split:
                continue
            lead, kw, cond, tail = split
            parts = clauses(cond)
            if any(PATTERN.match(part) for part in parts):
                # (A pattern cannot be negated: it is made to fail, its branch never taken.)
                yield path, index, line, "%s%s %s, false %s" % (lead, kw, cond, tail)
                continue
            if cond in ("true", "false") or any(BINDING.search(part) for part in parts):
                continue
            # (A condition list `a, b` holds when all of its clauses do.)
            cond = " && ".join("(%s)" % part if len(parts) > 1 else part for part in parts)
            mutated = "%s%s !(%s) %s" % (lead, kw, cond, tail)
            yield path, index, line, mutated


# A mutant whose build and tests take longer than this (a loop that no longer ends) is killed.
MUTANT_TIMEOUT = 1200


def run(command, cwd, timeout=None):
    try:
        return subprocess.run(
            command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=timeout)
    except subprocess.TimeoutExpired as expired:
        return subprocess.CompletedProcess(command, 124, stdout="timed out after %d s" % expired.timeout)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("paths", nargs="*", default=DEFAULT_PATHS)
    parser.add_argument("--limit", type=int)
    parser.add_argument("--sample", type=int)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only")
    parser.add_argument("--filter", default=DEFAULT_FILTER)
    parser.add_argument("--list", action="store_true")
    options = parser.parse_args()

    found = [m for m in mutants(options.paths) if not options.only or options.only in m[0]]
    if options.sample is not None and options.sample < len(found):
        import random
        picked = sorted(random.Random(options.seed).sample(range(len(found)), options.sample))
        found = [found[i] for i in picked]
    if options.limit is not None:
        found = found[: options.limit]
    if options.list:
        for path, index, _, mutated in found:
            print("%s:%d: %s" % (path, index + 1, mutated.strip()))
        print("%d mutants" % len(found))
        return 0

    scratch = tempfile.mkdtemp(prefix="mutation-smoke-")
    tree = os.path.join(scratch, "tree")
    if run(["git", "worktree", "add", "--detach", tree, "HEAD"], ROOT).returncode != 0:
        print("mutation-smoke: cannot make a scratch worktree", file=sys.stderr)
        return 2
    survivors = []
    killed = 0
    try:
        baseline = run(["swift", "test", "--filter", options.filter], tree)
        if baseline.returncode != 0:
            print("mutation-smoke: the tests fail before any mutation; fix them first", file=sys.stderr)
            print(baseline.stdout[-3000:], file=sys.stderr)
            return 2
        for number, (path, index, original, mutated) in enumerate(found, 1):
            file = os.path.join(tree, path)
            with open(file, encoding="utf-8") as handle:
                lines = handle.read().split("\n")
            lines[index] = mutated
            with open(file, "w", encoding="utf-8") as handle:
                handle.write("\n".join(lines))
            result = run(["swift", "test", "--filter", options.filter], tree, timeout=MUTANT_TIMEOUT)
            lines[index] = original
            with open(file, "w", encoding="utf-8") as handle:
                handle.write("\n".join(lines))
            where = "%s:%d" % (path, index + 1)
            if result.returncode == 0:
                survivors.append((where, original.strip()))
                verdict = "SURVIVED"
            elif result.returncode == 124:
                killed += 1
                verdict = "killed (timed out)"
            else:
                killed += 1
                verdict = "killed"
            print("[%d/%d] %s %s  %s" % (number, len(found), verdict, where, original.strip()), flush=True)
    finally:
        run(["git", "worktree", "remove", "--force", tree], ROOT)
        shutil.rmtree(scratch, ignore_errors=True)
    print()
    print("mutation smoke: %d mutants, %d killed, %d survived" % (len(found), killed, len(survivors)))
    for where, line in survivors:
        print("  survivor %s  %s" % (where, line))
    return 0


if __name__ == "__main__":
    sys.exit(main())
