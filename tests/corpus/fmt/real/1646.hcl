input_autotfvars = "hello world from foo.auto.tfvars"
