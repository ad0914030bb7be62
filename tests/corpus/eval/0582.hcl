r = fl ? boolstr : -2.5
