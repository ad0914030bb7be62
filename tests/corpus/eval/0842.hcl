r = !(true) ? obj.enabled || true : deep.a
