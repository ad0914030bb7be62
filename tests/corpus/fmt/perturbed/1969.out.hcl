r = fl || nul
