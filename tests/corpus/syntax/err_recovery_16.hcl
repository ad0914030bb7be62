a = {for "k" in xs : k => 1}
