r = fl || t ? concat(nested[0], [1, 2, 3]) : "b"
