port = p
fn   = double(q.r)
