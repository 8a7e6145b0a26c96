"""An app's source tree for the code section of Benchmarks/run: an app folder (its IB files,
project and the source files that build alerts) with generated files that build none beside them,
the files of a real app's size, in the app's language (Swift when the app holds more Swift files
than Objective-C ones); and the same tree without any code file, to show what reading code adds
to a run over the app's folder. One generated Swift file in ten names an alert type without
building an alert (`AlertPresenting`, as real apps' helpers do), so that it passes the byte search
and is parsed: the cost of a real app's near misses.

    python3 Benchmarks/codetree.py APP_FOLDER OUT [--plain N]
"""
import argparse
import os
import random
import shutil

CODE = (".m", ".mm", ".swift")

METHOD = """
- (void){name}:(NSIndexPath *)indexPath {{
    // Loads the row's item and shows it; the cell is reused [not an alert].
    NSDictionary *item = [self.items objectAtIndex:indexPath.row];
    NSString *title = [item objectForKey:@"title"];
    UITableViewCell *cell = [self.tableView cellForRowAtIndexPath:indexPath];
    cell.textLabel.text = [NSString stringWithFormat:@"%@ (%lu)", title, (unsigned long)[self.items count]];
    if ([title length] > {n}) {{
        [self.navigationController pushViewController:[[DetailController alloc] initWithItem:item] animated:YES];
    }}
}}
"""


SWIFT_METHOD = """
    func {name}(at indexPath: IndexPath) {{
        // Loads the row's item and shows it; the cell is reused [not an alert].
        let item = items[indexPath.row]
        guard let cell = tableView.cellForRow(at: indexPath) else {{ return }}
        cell.textLabel?.text = "\\(item.title) (\\(items.count))"
        if item.title.count > {n} {{
            navigationController?.pushViewController(DetailController(item: item), animated: true)
        }}
    }}
"""


def plain_swift_file(rng, index):
    body = "".join(SWIFT_METHOD.format(name=f"show{index}Item{k}", n=rng.randrange(5, 50)) for k in range(40))
    conformance = ", AlertPresenting" if index % 10 == 0 else ""
    return (f"import UIKit\n\nfinal class Controller{index}: UITableViewController{conformance} {{\n"
            f"    var items: [Item] = []\n{body}}}\n")


def plain_file(rng, index):
    body = "".join(METHOD.format(name=f"show{index}Item{k}", n=rng.randrange(5, 50)) for k in range(40))
    return f'#import "Controller{index}.h"\n\n@implementation Controller{index}\n{body}\n@end\n'


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("app")
    parser.add_argument("out")
    parser.add_argument("--plain", type=int, default=400)
    args = parser.parse_args()
    rng = random.Random(41)
    with_code, without = os.path.join(args.out, "with"), os.path.join(args.out, "without")
    shutil.rmtree(args.out, ignore_errors=True)
    shutil.copytree(args.app, with_code)
    shutil.copytree(args.app, without, ignore=lambda folder, names: [n for n in names if n.endswith(CODE)])
    generated = os.path.join(with_code, "Generated")
    os.makedirs(generated)
    counts = {ext: 0 for ext in CODE}
    for folder, _, names in os.walk(args.app):
        for name in names:
            for ext in CODE:
                if name.endswith(ext):
                    counts[ext] += 1
    swift = counts[".swift"] > counts[".m"] + counts[".mm"]
    for index in range(args.plain):
        name, text = (f"Controller{index}.swift", plain_swift_file(rng, index)) if swift else \
            (f"Controller{index}.m", plain_file(rng, index))
        with open(os.path.join(generated, name), "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
