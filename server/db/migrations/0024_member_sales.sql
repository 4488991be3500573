-- Spec 02 section 7, pss-hp-data (storeId, groupId, genderId): a sale may be reserved to one
-- customer group (a members' early access; NULL: open to every visitor, as before) and meant
-- for one gender (NULL: for everyone). hp-data and the other public lists show open sales only.
ALTER TABLE category_events ADD COLUMN customer_group_id smallint;
ALTER TABLE category_events ADD COLUMN gender_id smallint;
