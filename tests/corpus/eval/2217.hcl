r = fl || t ? "a" : "b"
