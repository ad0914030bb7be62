r = fl ? [] : nested[0]
