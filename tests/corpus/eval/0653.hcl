r = split("-", !fl ? trimspace(format("%s-%d", obj.name, 12345678901234567890)) : " ")
