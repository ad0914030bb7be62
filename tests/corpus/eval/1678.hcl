r = fl && fl || nul
