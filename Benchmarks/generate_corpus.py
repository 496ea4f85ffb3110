#!/usr/bin/env python3
"""Generates a deterministic corpus of form code for the lint benchmark.

Usage: generate_corpus.py OUT_DIR [--files 2000] [--size-kb 25] [--mixed]
About 2,000 files of ~25 KB (~50 MB): view controllers with masks, regexes, max lengths,
comments, multi-line and raw strings, and plenty of ordinary code and strings around them.
Swift and Objective-C by default; with --mixed, every language maskls reads (see
mixed_corpus.py): Swift, Objective-C, storyboards, Kotlin, Java, Android layouts,
JavaScript, TypeScript, TSX, HTML, Vue, Dart and C#.
"""
import argparse
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mixed_corpus  # noqa: E402

SWIFT_FILLER = [
    '    let title = NSLocalizedString("Sign up", comment: "Screen title for {n}")\n',
    '    // Configure the {n}th section of the form; keep this in sync with the design.\n',
    '    label{n}.text = "Please enter your details \\(name) carefully"\n',
    '    let url = URL(string: "https://example.com/api/v{n}/users?id=42")!\n',
    '    view.backgroundColor = UIColor(red: 0.{n}, green: 0.5, blue: 0.5, alpha: 1)\n',
    '    if count > {n} {{ print("too many: \\(count)") }} else {{ items.append(#"raw \\d{n}"#) }}\n',
    '    /* block comment {n} /* nested */ still comment */\n',
    '    let message = """\n        Multi-line text {n}\n        with "quotes" and \\(value)\n        """\n',
]
SWIFT_SETTINGS = [
    '    phoneField{n}.BBB_pattern = "+1 (###) ###-####"\n',
    '    phoneField{n}.BBB_regular = "\\\\d{{0,10}}"\n',
    '    phoneField{n}.maxLength = 17\n',
    '    ssnField{n}.setFormatting("***-**-****", replacementChar: "*")\n',
    '    let mask{n} = try Mask(format: "+7 ([000]) [000]-[00]-[00]")\n',
    '    let re{n} = try NSRegularExpression(pattern: "^[A-Z]{{2}}\\\\d{{4}}$")\n',
]
OBJC_FILLER = [
    '  NSString *title{n} = NSLocalizedString(@"Sign up", @"Screen title");\n',
    '  // Configure section {n}.\n',
    '  self.label{n}.text = [NSString stringWithFormat:@"Hello %@, item %d", name, {n}];\n',
    '  [self.items addObject:@"item" @" concatenated {n}"];\n',
    '  if (count > {n}) {{ NSLog(@"too many: %ld", (long)count); }}\n',
]
OBJC_SETTINGS = [
    '  [self.phoneField{n} setBBB_pattern:@"(###) ###-####"];\n',
    '  [self.phoneField{n} setBBB_regular:@"\\\\d{{0,10}}"];\n',
    '  self.zipField{n}.maxLength = 5;\n',
]


def swift_file(rng, index, size, dense=False, one_type=False):
    """A view controller of ~size bytes. dense: a setting every ~10 lines (else every ~26);
    one_type: an extension of one class shared by every file (its fields are one field across
    all files) instead of a class of its own."""
    if one_type:
        head = "import UIKit\n\nextension FormViewController {\n"
        if index == 0:
            head = "import UIKit\n\nfinal class FormViewController: UIViewController {}\n\nextension FormViewController {\n"
        out = [head]
    else:
        out = [f"import UIKit\n\nfinal class FormViewController{index}: UIViewController {{\n"]
    n = 0
    size_so_far = len(out[0])
    while size_so_far < size:
        start = len(out)
        out.append(f"  func section{index}_{n}() {{\n" if one_type else f"  func section{n}() {{\n")
        for _ in range(6 if dense else 12):
            out.append(rng.choice(SWIFT_FILLER).format(n=n))
        if dense or rng.random() < 0.5:
            out.append(rng.choice(SWIFT_SETTINGS).format(n=n))
        out.append("  }\n\n")
        size_so_far += sum(len(x) for x in out[start:])
        n += 1
    out.append("}\n")
    return "".join(out)


def objc_file(rng, index, size):
    out = [f'#import <UIKit/UIKit.h>\n\n@implementation FormViewController{index}\n\n']
    n = 0
    while sum(len(s) for s in out) < size:
        out.append(f"- (void)section{n} {{\n")
        for _ in range(12):
            out.append(rng.choice(OBJC_FILLER).format(n=n))
        if rng.random() < 0.5:
            out.append(rng.choice(OBJC_SETTINGS).format(n=n))
        out.append("}\n\n")
        n += 1
    out.append("@end\n")
    return "".join(out)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--files", type=int, default=2000)
    parser.add_argument("--size-kb", type=int, default=25)
    parser.add_argument("--mixed", action="store_true", help="every language maskls reads, not only Swift/ObjC")
    parser.add_argument("--swift-only", action="store_true", help="Swift files only, a setting every ~10 lines")
    parser.add_argument("--one-type", action="store_true", help="with --swift-only: every file extends one class")
    args = parser.parse_args()
    rng = random.Random(20261121)
    os.makedirs(args.out, exist_ok=True)
    if args.mixed:
        mixed_corpus.write_mixed(rng, args.out, args.files, args.size_kb * 1024)
        return
    for i in range(args.files):
        sub = os.path.join(args.out, f"Module{i % 20}")
        os.makedirs(sub, exist_ok=True)
        if args.swift_only:
            with open(os.path.join(sub, f"Form{i}.swift"), "w", encoding="utf-8") as f:
                f.write(swift_file(rng, i, args.size_kb * 1024, dense=True, one_type=args.one_type))
            continue
        if i % 4 == 3:
            path = os.path.join(sub, f"Form{i}.m")
            text = objc_file(rng, i, args.size_kb * 1024)
        else:
            path = os.path.join(sub, f"Form{i}.swift")
            text = swift_file(rng, i, args.size_kb * 1024)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)


if __name__ == "__main__":
    main()
