r = fl && "yes" || false
