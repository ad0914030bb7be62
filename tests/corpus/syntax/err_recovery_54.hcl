a = {for k, v in c : k ? x => v ? w : u if z ? "${q}"}
