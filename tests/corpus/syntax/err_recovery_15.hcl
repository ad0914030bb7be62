a = {for k, 2 in xs : k => 1}
