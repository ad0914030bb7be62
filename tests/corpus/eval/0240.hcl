r = nums.*
