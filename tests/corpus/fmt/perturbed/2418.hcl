r    =  regex_replace("👍🏽é",    "true", "üñí")
