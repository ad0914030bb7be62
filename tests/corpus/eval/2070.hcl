r = !fl || fl && "yes" || false
