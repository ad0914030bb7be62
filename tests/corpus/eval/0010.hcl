r = fl && "false"
