"""One module per command: NAME, HELP, add_arguments(parser), run(args) -> int.

Keep module-level imports light (no tantivy, onnxruntime, numpy): `memstone --help`
imports every command module.
"""
