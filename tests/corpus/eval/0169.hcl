r = !fl ? flatten([[], []]) : null
