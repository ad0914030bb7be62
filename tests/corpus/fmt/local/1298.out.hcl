r = fl ? empty_obj : { a = 1 }
