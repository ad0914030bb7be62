r = "yes"  ||    false
