r = try("abc" + 1, contains(obj.ports, "üñí 👍🏽 日本") ? t ? obj.ports[1] : f : -(0.1))
