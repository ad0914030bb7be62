r = true || fl || nul == []
