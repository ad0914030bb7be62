r = fl && false ? split("-", "10") : objs.*.name
