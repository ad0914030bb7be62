a = f().y
